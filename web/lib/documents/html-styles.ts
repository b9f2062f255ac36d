/** Scoped to `doc-` classes, so the sheet serves a standalone page and a document inside a page of the site. */
export const documentCss = `
.doc-body { margin: 0; background: #f8fafc; }
.doc { max-width: 760px; margin: 0 auto; padding: 32px 24px 48px; background: #fff;
  font-family: Helvetica, Arial, sans-serif; color: #12202b; line-height: 1.45; }
.doc-h1, .doc-h2, .doc-h3, .doc-h4 { break-after: avoid; }
.doc-h1 { margin: 0 0 4px; font-size: 2rem; font-weight: bold; color: #12663c; }
.doc-h2 { margin: 28px 0 8px; font-size: 1.35rem; font-weight: bold; color: #12663c; }
.doc-h3 { margin: 18px 0 6px; font-size: 1.1rem; font-weight: bold; }
.doc-h4 { margin: 14px 0 4px; font-size: 1rem; font-weight: bold; }
:where(.doc-h1, .doc-h2, .doc-h3, .doc-h4):first-child { margin-top: 0; }
.doc-text { margin: 8px 0; }
.doc-lead { font-size: 1.15rem; }
.doc-muted { color: #475569; }
.doc-list { margin: 6px 0; padding-left: 1.4rem; }
.doc-list > li { margin: 2px 0; }
ul.doc-list { list-style: disc; } ol.doc-list { list-style: decimal; }
.doc-table { width: 100%; border-collapse: collapse; font-size: .95rem; }
.doc-table th, .doc-table td { text-align: left; vertical-align: top; padding: 6px; border-bottom: 1px solid #cbd5e1; }
.doc-table tr { break-inside: avoid; }
.doc-options { margin: 4px 0 0; padding-left: 1.1em; }
.doc-options > li { margin-top: 2px; }
.doc-time { font-weight: bold; white-space: nowrap; color: #12663c; }
.doc-activity { font-weight: bold; width: 25%; }
.doc-checks { list-style: none; padding: 0; margin: 0; }
.doc-checks > li { display: flex; gap: 10px; align-items: center; padding: 4px 0; }
.doc-box { width: 16px; height: 16px; border: 1.5px solid #12202b; border-radius: 3px; flex: none; }
.doc-blanks { display: flex; gap: 24px; margin: 12px 0; }
.doc-blanks > span { flex: 1; border-bottom: 1px solid #12202b; padding-bottom: 2px; }
.doc-lines > div { height: 30px; border-bottom: 1px solid #cbd5e1; }
.doc-group { break-inside: avoid; }
.doc-callout { margin: 16px 0; padding: 12px 16px; border-left: 4px solid #12663c; background: #eefbf4; }
.doc-quote { margin: 18px 0; font-size: 1.2rem; font-style: italic; color: #12663c; text-align: center; }
.doc-page + .doc-page { break-before: page; margin-top: 40px; }
.doc-print { font: inherit; font-weight: bold; color: #fff; background: #12663c; border: 0; border-radius: 999px;
  padding: 12px 24px; min-height: 44px; cursor: pointer; }
.doc-print:focus-visible { outline: 2px solid #12663c; outline-offset: 2px; }
@media print {
  .doc-body { background: #fff; }
  .doc { max-width: none; padding: 0; }
  .doc-page + .doc-page { margin-top: 0; }
  .doc-screen-only { display: none; }
}
`;

/** A standalone page's only script: print buttons print, `?print` prints on load, and the opener hears when it is done. */
export function printScript(message: string, param: string): string {
  const literal = (value: string) => JSON.stringify(value);
  return `for (const button of document.querySelectorAll('[data-print]')) button.addEventListener('click', () => print());
addEventListener('afterprint', () => { if (opener) opener.postMessage(${literal(message)}, location.origin); });
if (new URLSearchParams(location.search).has(${literal(param)})) addEventListener('load', () => print());`;
}
