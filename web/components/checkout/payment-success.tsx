'use client';

import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';

import { Icon } from '@/components/ui/icon';
import { buttonClasses } from '@/components/ui/button-styles';
import { cardClasses } from '@/components/ui/card';
import { IntentLink } from '@/components/ui/intent-link';
import { toast } from '@/components/ui/toast-store';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { SuccessPageCopy } from '@/lib/content';
import { busyMessages } from '@/lib/messages/busy';
import { discountMessages, successMessages } from '@/lib/messages/storefront';

import { CopyField } from './copy-field';
import { MarketingOptIn } from './marketing-opt-in';
import { Spinner } from './spinner';

const STORAGE_KEY = 'reset:payment-intent';
const FIRST_CHECK_DELAY_MS = 2000;
const RETRY_MS = 2000;
const MAX_CHECKS = 15;

type State =
  | { name: 'processing' }
  | { name: 'ready'; username: string; password: string }
  | { name: 'existing-account'; message: string }
  | { name: 'held' }
  | { name: 'no-payment'; message?: string }
  | { name: 'failed' };

type Answer = { discount?: { code: string; saving: string } } & (
  | { username: string; password: string }
  | { status: 'existing-account' | 'held'; message: string }
  | { status: 'processing' }
);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the payment intent once, then takes it out of the address bar (history, referrers). */
function takePaymentIntentId(): string | null {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('payment_intent');
  if (fromUrl) {
    sessionStorage.setItem(STORAGE_KEY, fromUrl);
    window.history.replaceState(null, '', url.pathname);
    return fromUrl;
  }
  return sessionStorage.getItem(STORAGE_KEY);
}

/** The heading from the first paint; 2 s on, the credentials once they exist, taking focus and announced. */
export function PaymentSuccess({ copy }: { copy: SuccessPageCopy }) {
  const [state, setState] = useState<State>({ name: 'processing' });
  const [discount, setDiscount] = useState<Answer['discount']>();
  const details = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let cancelled = false;
    const settle = (next: State) => {
      if (!cancelled) setState(next);
    };
    const fail = () => {
      if (cancelled) return;
      setState({ name: 'failed' });
      toast({ ...successMessages.accountProcessing, variant: 'destructive', echo: true });
    };
    (async () => {
      const id = takePaymentIntentId();
      if (!id) return setState({ name: 'no-payment' });
      await wait(FIRST_CHECK_DELAY_MS);
      for (let check = 0; check < MAX_CHECKS && !cancelled; check++) {
        try {
          const answer = await apiRequest<Answer>('GET', `/api/payment-success/${encodeURIComponent(id)}`);
          if (!cancelled) setDiscount(answer.discount);
          if ('username' in answer) return settle({ name: 'ready', ...answer });
          if (answer.status === 'existing-account')
            return settle({ name: 'existing-account', message: answer.message });
          // The page says it in its own words.
          if (answer.status === 'held') return settle({ name: 'held' });
        } catch (error) {
          // No payment from this browser under this id: nothing to show or to promise.
          if (error instanceof ApiError && error.status === 404) return settle({ name: 'no-payment' });
          // Cancelled, so never to be paid: the server's words say nothing was charged.
          if (error instanceof ApiError && error.status === 409 && error.details.reason === 'canceled') {
            return settle({ name: 'no-payment', message: error.serverMessage });
          }
          return fail();
        }
        await wait(RETRY_MS);
      }
      fail();
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (state.name !== 'processing') details.current?.focus();
  }, [state.name]);

  if (state.name === 'no-payment') {
    return <NoPayment copy={copy.noPayment} message={state.message} headingRef={details} />;
  }
  const { credentials, held } = copy;
  const announcements: Partial<Record<State['name'], string>> = {
    ready: credentials.readyAnnouncement,
    failed: credentials.notShownAnnouncement,
    held: held.announcement,
  };

  return (
    <div className="space-y-8">
      <div className="text-center">
        <Icon name="circle-check" className="mx-auto size-14 text-brand-700" />
        <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">{copy.heading}</h1>
        {/* Said only once the server has confirmed this browser's payment. */}
        {state.name === 'ready' || state.name === 'existing-account' ? (
          <p className="mt-3 text-slate-700">{copy.paidText}</p>
        ) : state.name === 'failed' ? (
          <p className="mt-3 text-slate-700">{copy.pendingText}</p>
        ) : null}
        {discount && (
          <p className="mt-2 text-slate-700">
            {discountMessages.applied(discount.code)}: −{discount.saving}
          </p>
        )}
      </div>

      <p role="status" className="sr-only">
        {announcements[state.name] ?? ''}
      </p>

      {state.name === 'processing' ? (
        <Spinner label={busyMessages.processingPayment} />
      ) : state.name === 'held' ? (
        // Support must look at this payment first (the address's access was withdrawn): it opened nothing.
        <Panel heading={held.heading} headingRef={details} link={{ href: '/contact', label: held.contactLabel }}>
          <p className="mt-4 text-slate-700">{held.message}</p>
        </Panel>
      ) : (
        <Panel
          heading={state.name === 'failed' ? credentials.failedHeading : credentials.heading}
          headingRef={details}
          link={{ href: '/login', label: credentials.loginLabel }}
        >
          {state.name === 'ready' ? (
            <>
              <p className="mt-2 text-sm text-slate-700">{credentials.passwordNote}</p>
              <div className="mt-4 space-y-4">
                <CopyField label={credentials.usernameLabel} value={state.username} />
                <CopyField label={credentials.passwordLabel} value={state.password} secret />
              </div>
            </>
          ) : state.name === 'existing-account' ? (
            <p className="mt-4 text-slate-700">{state.message}</p>
          ) : (
            <>
              <p className="mt-4 text-slate-700">{credentials.checkEmail}</p>
              <p className="mt-2 text-sm text-slate-700">{credentials.failedNote}</p>
            </>
          )}
        </Panel>
      )}

      {/* Asked only of a buyer the payment let in: one whose payment support must look at first hears only that. */}
      {state.name !== 'processing' && state.name !== 'held' && <MarketingOptIn copy={copy.optIn} />}
    </div>
  );
}

function Panel({
  heading,
  headingRef,
  link,
  children,
}: {
  heading: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  link: { href: string; label: string };
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cardClasses()}>
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-brand-900 focus:outline-none">
        {heading}
      </h2>
      {children}
      <IntentLink href={link.href} className={`mt-6 ${buttonClasses()}`}>
        {link.label}
      </IntentLink>
    </section>
  );
}

/** Opened without a payment of this browser's, or for one cancelled (`message` says so): where to go instead. */
function NoPayment({
  copy,
  message,
  headingRef,
}: {
  copy: SuccessPageCopy['noPayment'];
  message?: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <section aria-labelledby="no-payment-heading" className={`text-center ${cardClasses('lg')}`}>
      <h1
        id="no-payment-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-brand-900 focus:outline-none sm:text-3xl"
      >
        {copy.heading}
      </h1>
      <p className="mt-3 text-slate-700">{message ?? copy.text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <IntentLink href="/checkout" className={buttonClasses()}>
          {copy.checkoutLabel}
        </IntentLink>
        <IntentLink href="/login" className={buttonClasses('outline')}>
          {copy.loginLabel}
        </IntentLink>
      </div>
    </section>
  );
}
