'use client';

import { lazy, Suspense, useId, useRef, useState } from 'react';

import { Icon } from '@/components/ui/icon';

export interface MobileMenuProps {
  links: { _key: string; label: string; href: string }[];
  loginLabel: string;
  ctaLabel: string;
  ctaHref: string;
}

const loadDialog = () => import('./mobile-menu-dialog');

/** Radix Dialog loads on first use; reaching the button starts fetching it. */
const MobileMenuDialog = lazy(loadDialog);

export function MobileMenu(props: MobileMenuProps) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="inline-flex size-10 items-center justify-center rounded-md text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <Icon name="menu" className="size-6" />
      </button>
      {used && (
        <Suspense>
          <MobileMenuDialog {...props} id={id} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
