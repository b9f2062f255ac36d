'use client';

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useId, useState, type FormEvent } from 'react';

import { BusyStatus } from '@/components/ui/busy-status';
import { buttonClasses } from '@/components/ui/button-styles';
import { focusSoon, FormError } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, failureWords } from '@/lib/api-client';
import { busyMessages } from '@/lib/messages/busy';
import { checkoutMessages } from '@/lib/messages/storefront';

import { changedPrice, openSuccessPage, type ChargedPrice } from './charged-price';

// One per page: the publishable key is the deployment's.
let stripeJs: Promise<Stripe | null> | undefined;

interface StripePaymentFormProps {
  publishableKey: string;
  paymentIntentId: string;
  /** What the buyer was shown, in minor units: the Payment Element's own figure, never what is charged. */
  amountCents: number;
  currency: string;
  priceLabel: string;
  onPriceChanged(price: ChargedPrice): void;
}

type Paid = { status: 'succeeded'; paymentIntentId: string } | { status: 'requires_action'; clientSecret: string };

/**
 * Pay sends a ConfirmationToken to the server, which confirms at the price it charges then;
 * 3-D Secure runs in the page, then the server confirms again.
 */
export default function StripePaymentForm({ publishableKey, amountCents, currency, ...props }: StripePaymentFormProps) {
  return (
    <Elements
      stripe={(stripeJs ??= loadStripe(publishableKey))}
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
      openSuccessPage(paid.paymentIntentId);
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
      <BusyStatus busy={processing}>{busyMessages.processingPayment}</BusyStatus>
    </form>
  );
}
