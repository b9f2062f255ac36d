'use client';

import { useId, useState, type ReactNode } from 'react';

import { Icon } from '@/components/ui/icon';

/** Behind a button on a phone, so the checkout starts with its form; always shown on a wide screen. */
export function OrderDetails({ label, heading, children }: { label: string; heading: ReactNode; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        {heading}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((was) => !was)}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:hidden"
        >
          {label}
          <Icon name="arrow-down" className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>
      <div id={id} className={open ? 'block' : 'hidden lg:block'}>
        {children}
      </div>
    </>
  );
}
