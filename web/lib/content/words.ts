/**
 * Fills the placeholders a page, document or e-mail supplies itself into copy
 * read from content ({username}, {plan}, {productName} …; the studio lists
 * which each document may write, studio/schemaTypes/figures-in-copy.ts). The
 * figures ({price} …) were filled in as the copy was read. A placeholder
 * without a value stays as written, so a missing one shows rather than vanishes.
 */
export function fillWords(text: string, words: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(words, name) ? String(words[name]) : match,
  );
}
