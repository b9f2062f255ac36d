/** Fills a page's own placeholders ({username} …); one without a value stays, so a missing one shows. */
export function fillWords(text: string, words: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(words, name) ? String(words[name]) : match,
  );
}

/** Every one of `words` with the placeholders `values` name filled in. */
export function fillEach<T extends Record<string, string>>(words: T, values: Record<string, string | number>): T {
  return Object.fromEntries(Object.entries(words).map(([key, text]) => [key, fillWords(text, values)])) as T;
}
