/**
 * Where to send a visitor after signing in, from a `next` parameter anyone can write into a
 * link: only a path on this site, else null. Browsers strip tabs and newlines from URLs and
 * read a backslash as a slash (`/\t/evil.example` is `//evil.example`), so C0 and C1 controls,
 * DEL and backslashes are refused, and the rest is resolved against the site's origin.
 */
export function safeNextPath(value: string | null | undefined, siteUrl: string): string | null {
  // Longer than any path of the site with its query.
  if (!value || value.length > 2048 || !value.startsWith('/')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(value)) return null;
  let site: URL;
  let target: URL;
  try {
    site = new URL(siteUrl);
    target = new URL(value, site);
  } catch {
    return null;
  }
  if (target.origin !== site.origin) return null;
  // The resolved form is percent-encoded ASCII, safe in a Location header whatever was typed.
  const path = target.pathname + target.search + target.hash;
  // Dot segments can leave an empty first segment (`/..//evil.example` resolves to `//evil.example`),
  // which a browser reads as a protocol-relative address on another host.
  return path.startsWith('//') ? null : path;
}
