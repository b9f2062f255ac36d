'use client';

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useId, useState, type FormEvent } from 'react';

import { buttonClasses } from '@/components/ui/button-styles';
import { focusSoon, FormError } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { busyMessages } from '@/lib/messages/busy';
import { checkoutMessages } from '@/lib/messages/storefront';

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
  clientSecret: string;
  email: string;
  priceLabel: string;
  returnUrl: string;
}

/** Stripe's Payment Element in the tabs layout; Stripe redirects to the success page. */
export function StripePaymentForm({ publishableKey, clientSecret, ...props }: StripePaymentFormProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#12663c' } } }}
    >
      <PaymentForm {...props} />
    </Elements>
  );
}

function PaymentForm({
  email,
  priceLabel,
  returnUrl,
}: Omit<StripePaymentFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    setError('');
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl, receipt_email: email },
    });
    // confirmPayment only returns on failure; on success the browser is already leaving for return_url.
    setProcessing(false);
    const message = error.message ?? checkoutMessages.paymentIncomplete;
    // Stays above the button, and takes focus like an error summary; the toast only repeats it.
    setError(message);
    toast({ title: checkoutMessages.paymentFailed, description: message, variant: 'destructive', echo: true });
    focusSoon(`${id}-refused`);
  }

  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4">
      <PaymentElement options={{ layout: 'tabs' }} />
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
