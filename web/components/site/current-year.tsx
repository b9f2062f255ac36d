'use client';

import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** The prerendered year is the build's; the browser shows the current one. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    noop,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
