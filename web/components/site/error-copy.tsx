'use client';

import { createContext, useContext, type ReactNode } from 'react';

import type { ErrorPageCopy } from '@/lib/content';

const ErrorCopyContext = createContext<ErrorPageCopy | null>(null);

/**
 * An error boundary (app/error.tsx) is a client component and cannot load
 * content, so the root layout, which renders around it, hands it the error
 * page's words: they are in the page before anything can fail.
 */
export function ErrorCopyProvider({ copy, children }: { copy: ErrorPageCopy; children: ReactNode }) {
  return <ErrorCopyContext value={copy}>{children}</ErrorCopyContext>;
}

/** The error page's words, which the root layout provides on every page. */
export function useErrorCopy(): ErrorPageCopy {
  const copy = useContext(ErrorCopyContext);
  if (!copy) throw new Error('useErrorCopy needs the ErrorCopyProvider of the root layout.');
  return copy;
}
