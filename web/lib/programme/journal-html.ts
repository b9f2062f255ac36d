import { escapeHtml } from './guide-html';

const ANSWER_LINES = 4;

/**
 * The printable reflection journal: the journal questions of the reflection
 * stage, each with lines to write on, as a page of its own that prints cleanly.
 */
export function buildJournalHtml(questions: { question: string }[], programmeName: string): string {
  const sections = questions
    .map(
      ({ question }, index) => `<section>
<h2><span class="number">${index + 1}.</span> ${escapeHtml(question)}</h2>
<div class="lines">${'<div></div>'.repeat(ANSWER_LINES)}</div>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Reflection Journal · ${escapeHtml(programmeName)}</title>
<style>
  :root { --brand: #12663c; --ink: #12202b; --muted: #475569; --line: #cbd5e1; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: Helvetica, Arial, sans-serif; color: var(--ink); line-height: 1.5; background: #f8fafc; }
  main { max-width: 760px; margin: 0 auto; padding: 32px 24px 48px; background: #fff; }
  h1 { margin: 0; color: var(--brand); font-size: 2rem; }
  .subtitle { margin: 4px 0 24px; color: var(--muted); }
  .meta { display: flex; gap: 24px; margin-bottom: 24px; }
  .meta span { flex: 1; border-bottom: 1px solid var(--ink); padding-bottom: 4px; }
  section { break-inside: avoid; margin-bottom: 28px; }
  h2 { font-size: 1.1rem; margin: 0 0 8px; } h2 .number { color: var(--brand); }
  .lines div { height: 32px; border-bottom: 1px solid var(--line); }
  .note { margin-top: 32px; padding: 16px; border-left: 4px solid var(--brand); background: #eefbf4; }
  button { font: inherit; font-weight: bold; color: #fff; background: var(--brand); border: 0; border-radius: 999px;
    padding: 12px 24px; min-height: 44px; cursor: pointer; }
  button:focus-visible { outline: 2px solid var(--brand); outline-offset: 2px; }
  @media print { body { background: #fff; } main { padding: 0; } .no-print { display: none; } @page { margin: 18mm; } }
</style></head><body><main>
<p class="no-print"><button type="button" onclick="window.print()">Print this journal</button></p>
<h1>Reflection Journal</h1>
<p class="subtitle">${escapeHtml(programmeName)} · Ten quiet minutes to write down what you noticed.</p>
<p class="meta"><span>Date:</span><span>Reset number:</span></p>
${sections}
<p class="note">Keep this page with your 7-day tracker. Read it again before your next reset: it is the quickest way back to how today felt.</p>
</main></body></html>`;
}
