/** The content port: evaluates a GROQ query with parameters and returns its result. */
export interface ContentSource {
  readonly kind: 'local' | 'sanity';
  fetch<R>(query: string, params?: Record<string, unknown>): Promise<R>;
}
