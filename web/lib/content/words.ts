/** Fills a page's own placeholders ({username} …); one without a value stays, so a missing one shows. */
export function fillWords(text: string, words: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(words, name) ? String(words[name]) : match,
  );
}
