'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';

import { buttonClasses } from '@/components/ui/button-styles';
import { IntentLink } from '@/components/ui/intent-link';
import { Icon } from '@/components/ui/icon';

import { AccountLink } from './account-link';
import type { MobileMenuProps } from './mobile-menu';

interface MobileMenuDialogProps extends MobileMenuProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

export default function MobileMenuDialog({
  id,
  open,
  onOpenChange,
  returnFocusTo,
  links,
  loginLabel,
  ctaLabel,
  ctaHref,
}: MobileMenuDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 transition-opacity starting:opacity-0" />
        <Dialog.Content
          id={id}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col bg-white p-6 shadow-xl transition-transform duration-300 starting:translate-x-full focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-brand-900">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-10 items-center justify-center rounded-md text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <Icon name="x" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="mt-6 flex flex-1 flex-col">
            <ul className="flex flex-col gap-1">
              {links.map((link) => (
                <li key={link._key}>
                  <IntentLink
                    href={link.href}
                    onClick={close}
                    className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    {link.label}
                  </IntentLink>
                </li>
              ))}
            </ul>
            <div className="mt-auto flex flex-col gap-3 pt-6">
              <AccountLink loginLabel={loginLabel} onClick={close} className={buttonClasses('outline', 'md')} />
              <IntentLink href={ctaHref} onClick={close} className={buttonClasses('primary', 'md')}>
                {ctaLabel}
              </IntentLink>
            </div>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
