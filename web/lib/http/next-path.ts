/**
 * Where to send a visitor after signing in, from a `next` parameter that anyone
 * can write into a link. Only a path on this site comes back; anything else is
 * null. Resolving against the site's origin (rather than pattern-matching the
 * text) is what catches the tricks browsers undo for the attacker: they strip
 * tabs and newlines from URLs (`/\t/evil.example` becomes `//evil.example`) and
 * read a backslash as a slash (`/\evil.example`).
 */
export function safeNextPath(value: string | null | undefined, siteUrl: string): string | null {
  if (!value || value.length > MAX_NEXT_LENGTH || !value.startsWith('/')) return null;
  if (hasControlOrBackslash(value)) return null;
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

/** C0 controls, DEL, C1 controls and backslashes never belong in a path we would send someone to. */
function hasControlOrBackslash(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return true;
  }
  return false;
}

/** Longer than any path of the site with its query; a longer value is not a page of ours. */
const MAX_NEXT_LENGTH = 2048;
