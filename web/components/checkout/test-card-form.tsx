'use client';

import { useId, useState, type FormEvent } from 'react';

import { buttonClasses } from '@/components/ui/button-styles';
import { Field, type ControlProps } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * Test mode's payment form (no STRIPE_SECRET_KEY): the same states as the
 * Payment Element, Stripe's public test cards, and Stripe's redirect on success.
 */
export function TestCardForm({ clientSecret, priceLabel }: { clientSecret: string; priceLabel: string }) {
  const id = useId();
  const [processing, setProcessing] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setProcessing(true);
    try {
      const { paymentIntentId } = await apiRequest<{ paymentIntentId: string }>('POST', '/api/test-payments/confirm', {
        clientSecret,
        cardNumber: String(form.get('cardNumber') ?? ''),
        expiry: String(form.get('expiry') ?? ''),
        cvc: String(form.get('cvc') ?? ''),
      });
      // A full page load to the return URL, exactly as Stripe's redirect after confirmPayment.
      const returnUrl = new URL('/payment-success', window.location.origin);
      returnUrl.searchParams.set('payment_intent', paymentIntentId);
      returnUrl.searchParams.set('redirect_status', 'succeeded');
      window.location.assign(returnUrl.href);
    } catch (error) {
      setProcessing(false);
      const message = error instanceof ApiError ? error.serverMessage : (error as Error).message;
      toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
    }
  }

  return (
    <form onSubmit={onSubmit} className="mt-4 space-y-3 sm:space-y-4">
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
        Test mode — no real payment is taken
      </p>
      <Field id={`${id}-number`} label="Card number">
        {(control) => (
          <CardInput {...control} name="cardNumber" autoComplete="cc-number" placeholder="1234 1234 1234 1234" />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id={`${id}-expiry`} label="Expiry">
          {(control) => <CardInput {...control} name="expiry" autoComplete="cc-exp" placeholder="MM / YY" />}
        </Field>
        <Field id={`${id}-cvc`} label="CVC">
          {(control) => <CardInput {...control} name="cvc" autoComplete="cc-csc" placeholder="123" />}
        </Field>
      </div>
      <button type="submit" disabled={processing} className={`${buttonClasses()} w-full`}>
        {processing ? 'Processing...' : `Pay ${priceLabel}`}
      </button>
      {/* Under the button, so a phone shows the whole form on its first screen. */}
      <p className="text-xs text-slate-700">
        Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined; any future expiry and any CVC.
      </p>
    </form>
  );
}

/** A required field of digits, in figures of one width so the groups line up as they are typed. */
function CardInput({
  className,
  ...props
}: ControlProps & { name: string; autoComplete: string; placeholder: string }) {
  return <input {...props} inputMode="numeric" required className={`${className} tabular-nums`} />;
}
