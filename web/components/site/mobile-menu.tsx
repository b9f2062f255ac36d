'use client';

import { lazy, Suspense, useId, useRef, useState } from 'react';

import { StrokeIcon } from '@/components/ui/stroke-icon';

export interface MobileMenuProps {
  links: { _key: string; label: string; href: string }[];
  loginLabel: string;
  /** 'Get Started – €9.90': the menu's last entry. */
  ctaLabel: string;
  ctaHref: string;
}

const loadDialog = () => import('./mobile-menu-dialog');

/**
 * The dialog's code (Radix Dialog, focus trap, scroll lock) is loaded on first
 * use, not with every page: the button starts fetching it as soon as a pointer
 * or the keyboard reaches it.
 */
const MobileMenuDialog = lazy(loadDialog);

/** The mobile bar's menu button and its slide-in menu. */
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
        <StrokeIcon className="size-6" d="M4 7h16M4 12h16M4 17h16" />
      </button>
      {used && (
        <Suspense>
          <MobileMenuDialog {...props} id={id} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
