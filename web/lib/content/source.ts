import type { PreviewPerspective } from './perspective';

/** How a request in draft mode reads: through a perspective, with or without the overlays' stega. */
export interface PreviewOptions {
  perspective: PreviewPerspective;
  /** Whether the strings may carry stega: only the Sanity adapter's do (./stega.ts). */
  stega: boolean;
}

/** The content port: evaluates a GROQ query with parameters and returns its result. */
export interface ContentSource {
  readonly kind: 'local' | 'sanity';
  /** The published content, which is all a visitor ever sees. */
  fetch<R>(query: string, params?: Record<string, unknown>): Promise<R>;
  /** For a request in draft mode only (./cache.ts): drafts included, never cached. */
  preview<R>(query: string, params: Record<string, unknown>, options: PreviewOptions): Promise<R>;
}
