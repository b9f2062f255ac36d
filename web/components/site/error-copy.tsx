'use client';

import { createContext, useContext, type ReactNode } from 'react';

import type { ErrorPageCopy } from '@/lib/content';

const ErrorCopyContext = createContext<ErrorPageCopy | null>(null);

/** app/error.tsx is a client component and cannot load content: the root layout hands it the words. */
export function ErrorCopyProvider({ copy, children }: { copy: ErrorPageCopy; children: ReactNode }) {
  return <ErrorCopyContext value={copy}>{children}</ErrorCopyContext>;
}

export function useErrorCopy(): ErrorPageCopy {
  const copy = useContext(ErrorCopyContext);
  if (!copy) throw new Error('useErrorCopy needs the ErrorCopyProvider of the root layout.');
  return copy;
}
