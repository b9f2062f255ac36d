'use client';

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useId, useState, type FormEvent } from 'react';

import { buttonClasses } from '@/components/ui/button-styles';
import { focusSoon, FormError } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, failureWords } from '@/lib/api-client';
import { busyMessages } from '@/lib/messages/busy';
import { checkoutMessages } from '@/lib/messages/storefront';

import { changedPrice, type ChargedPrice } from './charged-price';

const stripePromises = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripePromises.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripePromises.set(publishableKey, promise);
  }
  return promise;
}

interface StripePaymentFormProps {
  publishableKey: string;
  paymentIntentId: string;
  /** What the buyer was shown, in minor units: the Payment Element's own figure, never what is charged. */
  amountCents: number;
  currency: string;
  priceLabel: string;
  /** The server refused to charge a price it no longer charges, and named the new one. */
  onPriceChanged(price: ChargedPrice): void;
}

type Paid = { status: 'succeeded'; paymentIntentId: string } | { status: 'requires_action'; clientSecret: string };

/**
 * Stripe's Payment Element in the tabs layout. Pay sends the details to the
 * server (a ConfirmationToken), which confirms the payment at the price it
 * charges then; 3-D Secure runs in the page, then the server confirms again.
 * Success leads to the success page, as Stripe's redirect would.
 */
export function StripePaymentForm({ publishableKey, amountCents, currency, ...props }: StripePaymentFormProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        mode: 'payment',
        amount: amountCents,
        currency,
        allowedPaymentMethodTypes: ['card'],
        appearance: { theme: 'stripe', variables: { colorPrimary: '#12663c' } },
      }}
    >
      <PaymentForm {...props} />
    </Elements>
  );
}

function PaymentForm({
  paymentIntentId,
  priceLabel,
  onPriceChanged,
}: Omit<StripePaymentFormProps, 'publishableKey' | 'amountCents' | 'currency'>) {
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState('');

  function fail(message: string) {
    setProcessing(false);
    // Stays above the button, and takes focus like an error summary; the toast only repeats it.
    setError(message);
    toast({ title: checkoutMessages.paymentFailed, description: message, variant: 'destructive', echo: true });
    focusSoon(`${id}-refused`);
  }

  const pay = (confirmationToken?: string) =>
    apiRequest<Paid>('POST', '/api/payments/confirm', { paymentIntentId, confirmationToken });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    setError('');
    const submitted = await elements.submit();
    if (submitted.error) return fail(submitted.error.message ?? checkoutMessages.paymentIncomplete);
    const token = await stripe.createConfirmationToken({ elements });
    if (token.error) return fail(token.error.message ?? checkoutMessages.paymentIncomplete);
    try {
      let paid = await pay(token.confirmationToken.id);
      if (paid.status === 'requires_action') {
        const action = await stripe.handleNextAction({ clientSecret: paid.clientSecret });
        if (action.error) return fail(action.error.message ?? checkoutMessages.paymentIncomplete);
        paid = await pay();
      }
      if (paid.status !== 'succeeded') return fail(checkoutMessages.paymentIncomplete);
      const returnUrl = new URL('/payment-success', window.location.origin);
      returnUrl.searchParams.set('payment_intent', paid.paymentIntentId);
      returnUrl.searchParams.set('redirect_status', 'succeeded');
      window.location.assign(returnUrl.href);
    } catch (caught) {
      const newPrice = changedPrice(caught);
      if (newPrice) return onPriceChanged(newPrice);
      fail(failureWords(caught, checkoutMessages.paymentIncomplete));
    }
  }

  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4">
      {/* Focus starts here: the form appears because the buyer continued, and this is their next step. */}
      <PaymentElement options={{ layout: 'tabs' }} onReady={(element) => element.focus()} />
      {error && (
        <FormError id={`${id}-refused`}>
          <strong>{checkoutMessages.paymentFailed}:</strong> {error}
        </FormError>
      )}
      {/* Disabled only until Stripe has loaded; while paying it keeps focus and ignores a second press. */}
      <button type="submit" disabled={!stripe} aria-disabled={processing} className={`${buttonClasses()} w-full`}>
        {processing ? busyMessages.processing : checkoutMessages.pay(priceLabel)}
      </button>
      <p role="status" className="sr-only">
        {processing ? busyMessages.processingPayment : ''}
      </p>
    </form>
  );
}
