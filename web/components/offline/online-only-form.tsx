'use client';

import { useState, type ComponentProps } from 'react';

import { OFFLINE_MESSAGE } from '@/lib/api-client';

/** Works before any script loads; offline it stays on the page, says so, and keeps what was typed. */
export function OnlineOnlyForm({ children, onSubmit, ...props }: ComponentProps<'form'>) {
  const [offline, setOffline] = useState(false);
  return (
    <>
      <form
        {...props}
        onSubmit={(event) => {
          const isOffline = !navigator.onLine;
          setOffline(isOffline);
          if (isOffline) event.preventDefault();
          else onSubmit?.(event);
        }}
      >
        {children}
      </form>
      <p role="status" className={offline ? 'mt-2 text-sm text-red-700' : 'sr-only'}>
        {offline ? OFFLINE_MESSAGE : ''}
      </p>
    </>
  );
}
