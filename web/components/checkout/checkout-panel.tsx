'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';

import { buttonClasses } from '@/components/ui/button-styles';
import { cardClasses } from '@/components/ui/card';
import { EmailField, focusSoon, FormError } from '@/components/ui/field';
import { IntentLink } from '@/components/ui/intent-link';
import { toast } from '@/components/ui/toast-store';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { CheckoutPageCopy } from '@/lib/content';
import { busyMessages } from '@/lib/messages/busy';
import { checkoutMessages } from '@/lib/messages/storefront';
import type { PaymentsClientConfig } from '@/lib/payments/types';
import { looksLikeEmail } from '@/lib/validation/forms';

import { changedPrice, type ChargedPrice } from './charged-price';
import { rememberCheckoutEmail } from './checkout-email';
import { DiscountCode, type AppliedDiscount } from './discount-code';
import { Spinner } from './spinner';

// What comes after the e-mail step loads once the buyer continues; test mode never downloads Stripe.js.
const loadPaymentForm = { stripe: () => import('./stripe-payment-form'), test: () => import('./test-card-form') };
const StripePaymentForm = lazy(loadPaymentForm.stripe);
const TestCardForm = lazy(loadPaymentForm.test);
const EmailSignInLink = lazy(() =>
  import('@/components/auth/email-sign-in-link').then((module) => ({ default: module.EmailSignInLink })),
);

type Step =
  | { name: 'email' }
  | { name: 'preparing' }
  | { name: 'payment'; clientSecret: string }
  | { name: 'has-access'; email: string };

export type CheckoutPanelCopy = CheckoutPageCopy['payment'] & Pick<CheckoutPageCopy, 'hasAccess' | 'linkRequest'>;

interface CheckoutPanelProps {
  copy: CheckoutPanelCopy;
  payments: PaymentsClientConfig;
  price: number;
  /** ISO 4217. */
  currency: string;
  priceLabel: string;
}

/**
 * E-mail, then 'Preparing payment...', then the payment form. When the server charges another
 * price than the page shows, the panel says so on the e-mail step and from then on pays the new one.
 */
export function CheckoutPanel({ copy, payments, price, currency, priceLabel }: CheckoutPanelProps) {
  const id = useId();
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<Step>({ name: 'email' });
  // Wins over the page's props, which a refresh may bring back stale.
  const [charged, setCharged] = useState<ChargedPrice | null>(null);
  const [discount, setDiscount] = useState<AppliedDiscount | null>(null);
  const amount = discount?.amount ?? charged?.amount ?? price;
  const amountLabel = discount?.label ?? charged?.label ?? priceLabel;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<{ field: boolean; text: string } | null>(null);
  const emailId = `${id}-email`;
  const formErrorId = `${id}-form-error`;

  function showError(message: { title: string; description: string }, field: boolean) {
    setError({ field, text: message.description });
    toast({ ...message, variant: 'destructive', echo: true });
    focusSoon(field ? emailId : formErrorId);
  }

  /** Nothing was charged: back to the e-mail step, saying the new price, which the next Continue pays. */
  function onPriceChanged(newPrice: ChargedPrice) {
    setCharged(newPrice);
    // A code withdrawn or used up since it was applied: the new price is without it.
    setDiscount(null);
    setStep({ name: 'email' });
    showError(checkoutMessages.priceChanged(newPrice.label), false);
    // The order summary and the page's other statements of the price are rendered on the server.
    router.refresh();
  }

  async function onContinue(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!looksLikeEmail(email)) {
      showError(checkoutMessages.invalidEmail, true);
      return;
    }
    setError(null);
    // Ahead of the form this step removes, so focus never falls to the page's body; the card form takes it next.
    heading.current?.focus();
    setStep({ name: 'preparing' });
    void loadPaymentForm[payments.kind]();
    try {
      const { clientSecret } = await apiRequest<{ clientSecret: string }>('POST', '/api/create-payment-intent', {
        amount,
        email: email.trim(),
        receipt_email: email.trim(),
        code: discount?.code,
      });
      rememberCheckoutEmail(email.trim());
      setStep({ name: 'payment', clientSecret });
    } catch (error) {
      const newPrice = changedPrice(error);
      if (newPrice) return onPriceChanged(newPrice);
      // The other 409: the address already has access; the page says so in its editors' words.
      if (error instanceof ApiError && error.status === 409 && error.details.reason !== 'price-changed') {
        setStep({ name: 'has-access', email: email.trim() });
        return;
      }
      setStep({ name: 'email' });
      const badEmail = error instanceof ApiError && error.status === 400 && /email/i.test(error.serverMessage);
      showError(badEmail ? checkoutMessages.invalidEmail : checkoutMessages.initFailed, badEmail);
    }
  }

  return (
    <div className={cardClasses('sm')}>
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-brand-900 focus:outline-none sm:text-xl">
        {copy.heading}
      </h2>
      {step.name === 'email' && (
        <form onSubmit={onContinue} noValidate className="mt-4 space-y-4">
          {error && !error.field && <FormError id={formErrorId}>{error.text}</FormError>}
          <EmailField
            id={emailId}
            label={copy.emailLabel}
            hint={copy.emailHint}
            error={error?.field ? error.text : undefined}
            value={email}
            onChange={setEmail}
          />
          <DiscountCode applied={discount} onChange={setDiscount} />
          <button type="submit" className={`${buttonClasses()} w-full`}>
            {copy.continueLabel}
          </button>
        </form>
      )}
      {step.name === 'has-access' && (
        <div className="mt-6 space-y-4">
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            {copy.hasAccess.message}
          </p>
          <IntentLink href="/login" className={`${buttonClasses()} w-full`}>
            {copy.hasAccess.loginLabel}
          </IntentLink>
          <Suspense>
            <EmailSignInLink copy={copy.linkRequest} email={step.email} />
          </Suspense>
          <button
            type="button"
            onClick={() => setStep({ name: 'email' })}
            className={`${buttonClasses('quiet', 'sm')} w-full`}
          >
            {copy.hasAccess.otherEmailLabel}
          </button>
        </div>
      )}
      <Spinner label={step.name === 'preparing' ? busyMessages.preparingPayment : undefined} />
      {step.name === 'payment' && (
        <Suspense fallback={<Spinner label={busyMessages.preparingPayment} />}>
          {payments.kind === 'stripe' ? (
            <StripePaymentForm
              publishableKey={payments.publishableKey}
              paymentIntentId={step.clientSecret.split('_secret_')[0] ?? ''}
              amountCents={Math.round(amount * 100)}
              currency={currency.toLowerCase()}
              priceLabel={amountLabel}
              onPriceChanged={onPriceChanged}
            />
          ) : (
            <TestCardForm clientSecret={step.clientSecret} priceLabel={amountLabel} onPriceChanged={onPriceChanged} />
          )}
        </Suspense>
      )}
    </div>
  );
}
