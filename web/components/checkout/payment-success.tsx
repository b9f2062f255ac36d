'use client';

import Link from 'next/link';
import { type RefObject, useEffect, useRef, useState } from 'react';

import { Icon } from '@/components/ui/icon';
import { buttonClasses } from '@/components/ui/button-styles';
import { cardClasses } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { ApiError, apiRequest } from '@/lib/api-client';

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
  | { name: 'no-payment' }
  | { name: 'failed' };

type Answer =
  { username: string; password: string } | { status: 'existing-account'; message: string } | { status: 'processing' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the payment intent once, then takes it out of the address bar (and so out of history and referrers). */
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

/**
 * The success screen: its heading from the first paint, then, 2 s on, the
 * credentials once they exist. Their arrival moves focus to them and is said
 * in a status region that was on the page, empty, from the start.
 */
export function PaymentSuccess() {
  const [state, setState] = useState<State>({ name: 'processing' });
  const details = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let cancelled = false;
    const fail = () => {
      if (cancelled) return;
      setState({ name: 'failed' });
      // The page says the same, in place; the toast repeats it without a second announcement.
      toast({
        title: 'Account Processing',
        description: 'Your account is being created. Please check your email for login details.',
        variant: 'destructive',
        echo: true,
      });
    };
    (async () => {
      const id = takePaymentIntentId();
      if (!id) return setState({ name: 'no-payment' });
      await wait(FIRST_CHECK_DELAY_MS);
      for (let check = 0; check < MAX_CHECKS && !cancelled; check++) {
        try {
          const answer = await apiRequest<Answer>('GET', `/api/payment-success/${encodeURIComponent(id)}`);
          if ('username' in answer) {
            if (!cancelled) setState({ name: 'ready', username: answer.username, password: answer.password });
            return;
          }
          if (answer.status === 'existing-account') {
            if (!cancelled) setState({ name: 'existing-account', message: answer.message });
            return;
          }
        } catch (error) {
          // The server knows of no payment from this browser under this id: nothing to show or to promise.
          if (error instanceof ApiError && error.status === 404) {
            if (!cancelled) setState({ name: 'no-payment' });
            return;
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

  if (state.name === 'no-payment') return <NoPayment headingRef={details} />;

  return (
    <div className="space-y-8">
      <div className="text-center">
        <Icon name="circle-check" className="mx-auto size-14 text-brand-700" />
        <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">Welcome to Your 24-Hour Reset!</h1>
        {/* Said only once the server has confirmed this browser's payment. */}
        {state.name === 'ready' || state.name === 'existing-account' ? (
          <p className="mt-3 text-slate-700">
            Your payment was successful. Keep your login details somewhere safe: you will use them to open your
            programme.
          </p>
        ) : state.name === 'failed' ? (
          <p className="mt-3 text-slate-700">
            Your login details are sent to your e-mail address as soon as your payment is confirmed.
          </p>
        ) : null}
      </div>

      <p role="status" className="sr-only">
        {state.name === 'ready'
          ? 'Your login details are ready: your username and password are shown below.'
          : state.name === 'failed'
            ? 'Your login details cannot be shown here. Check your email for login details.'
            : ''}
      </p>

      {state.name === 'processing' ? (
        <Spinner label="Processing your payment..." />
      ) : (
        <section aria-labelledby="credentials-heading" className={cardClasses()}>
          <h2
            id="credentials-heading"
            ref={details}
            tabIndex={-1}
            className="text-xl font-semibold text-brand-900 focus:outline-none"
          >
            {state.name === 'failed' ? 'Your login details cannot be shown here' : 'Your login details'}
          </h2>
          {state.name === 'ready' ? (
            <>
              <p className="mt-2 text-sm text-slate-700">
                Your password is shown on this page only, for 30 minutes, and is never e-mailed. If you miss it, use the
                sign-in link in the e-mail we sent you to choose a new one.
              </p>
              <div className="mt-4 space-y-4">
                <CopyField label="Username" value={state.username} />
                <CopyField label="Password" value={state.password} secret />
              </div>
            </>
          ) : state.name === 'existing-account' ? (
            <p className="mt-4 text-slate-700">{state.message}</p>
          ) : (
            <>
              <p className="mt-4 text-slate-700">Check your email for login details</p>
              <p className="mt-2 text-sm text-slate-700">
                This page shows the password only to the browser that paid, for 30 minutes after the payment. We have
                e-mailed you your username and a sign-in link with which you choose a password.
              </p>
            </>
          )}
          <Link href="/login" className={`mt-6 ${buttonClasses()}`}>
            Log In to Start Your Reset
          </Link>
        </section>
      )}

      {state.name !== 'processing' && <MarketingOptIn />}
    </div>
  );
}

/** Opened without a payment of this browser's: says so, and where to go instead. */
function NoPayment({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <section aria-labelledby="no-payment-heading" className={`text-center ${cardClasses('lg')}`}>
      <h1
        id="no-payment-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-brand-900 focus:outline-none sm:text-3xl"
      >
        No payment to show here
      </h1>
      <p className="mt-3 text-slate-700">
        This page shows your login details right after you pay, in the browser you paid with. It has no payment from
        this browser to show. If you have paid, your login details and a sign-in link are in your e-mail.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/checkout" className={buttonClasses()}>
          Go to checkout
        </Link>
        <Link href="/login" className={buttonClasses('outline')}>
          Log in
        </Link>
      </div>
    </section>
  );
}
