import type { PreviewPerspective } from './perspective';

export interface PreviewOptions {
  perspective: PreviewPerspective;
  /** Whether the strings may carry stega: only the Sanity adapter's do (./stega.ts). */
  stega: boolean;
}

export interface ContentSource {
  readonly kind: 'local' | 'sanity';
  fetch<R>(query: string, params?: Record<string, unknown>): Promise<R>;
  /** For a request in draft mode only (./cache.ts): drafts included, never cached. */
  preview<R>(query: string, params: Record<string, unknown>, options: PreviewOptions): Promise<R>;
}
