'use client';

import { useId, useState, type ComponentProps, type FormEvent } from 'react';

import { BusyStatus } from '@/components/ui/busy-status';
import { buttonClasses } from '@/components/ui/button-styles';
import { Field, focusSoon, FormError, type ControlProps } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, failureWords } from '@/lib/api-client';
import { busyMessages } from '@/lib/messages/busy';
import { checkoutMessages, somethingWentWrong, testPaymentMessages as say } from '@/lib/messages/storefront';

import { changedPrice, openSuccessPage, type ChargedPrice } from './charged-price';

type CardField = 'number' | 'expiry' | 'cvc';

/** Which field a refusal is about, from the wording Stripe's messages share; a decline is about the whole card. */
function fieldOf(message: string): CardField | null {
  if (/card number/i.test(message)) return 'number';
  if (/expiration/i.test(message)) return 'expiry';
  if (/security code/i.test(message)) return 'cvc';
  return null;
}

/** MM/YY from the digits typed: a phone's number pad has no "/". */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Test mode's payment form (no STRIPE_SECRET_KEY): the Payment Element's states, with Stripe's public test cards. */
export default function TestCardForm({
  clientSecret,
  priceLabel,
  onPriceChanged,
}: {
  clientSecret: string;
  priceLabel: string;
  onPriceChanged(price: ChargedPrice): void;
}) {
  const id = useId();
  const [processing, setProcessing] = useState(false);
  const [expiry, setExpiry] = useState('');
  const [error, setError] = useState<{ field: CardField | null; text: string } | null>(null);
  const fieldError = (field: CardField) => (error?.field === field ? error.text : undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    const form = new FormData(event.currentTarget);
    setProcessing(true);
    setError(null);
    try {
      const { paymentIntentId } = await apiRequest<{ paymentIntentId: string }>('POST', '/api/test-payments/confirm', {
        clientSecret,
        cardNumber: String(form.get('cardNumber') ?? ''),
        expiry: formatExpiry(String(form.get('expiry') ?? '')),
        cvc: String(form.get('cvc') ?? ''),
      });
      openSuccessPage(paymentIntentId);
    } catch (caught) {
      const newPrice = changedPrice(caught);
      if (newPrice) return onPriceChanged(newPrice);
      setProcessing(false);
      const message = failureWords(caught, somethingWentWrong);
      const field = fieldOf(message);
      setError({ field, text: message });
      toast({ title: checkoutMessages.paymentFailed, description: message, variant: 'destructive', echo: true });
      focusSoon(field ? `${id}-${field}` : `${id}-refused`);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3 sm:space-y-4">
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
        {say.banner}
      </p>
      <Field id={`${id}-number`} label={say.cardNumber} error={fieldError('number')}>
        {(control) => (
          // Focus starts here: the form appears because the buyer continued, and this is their next step.
          <CardInput
            {...control}
            name="cardNumber"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            autoFocus
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id={`${id}-expiry`} label={say.expiry} error={fieldError('expiry')}>
          {(control) => (
            <CardInput
              {...control}
              name="expiry"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              value={expiry}
              onChange={(event) => setExpiry(formatExpiry(event.target.value))}
            />
          )}
        </Field>
        <Field id={`${id}-cvc`} label={say.cvc} error={fieldError('cvc')}>
          {(control) => <CardInput {...control} name="cvc" autoComplete="cc-csc" placeholder="123" />}
        </Field>
      </div>
      {error && !error.field && (
        <FormError id={`${id}-refused`}>
          <strong>{checkoutMessages.paymentFailed}:</strong> {error.text}
        </FormError>
      )}
      <button type="submit" aria-disabled={processing} className={`${buttonClasses()} w-full`}>
        {processing ? busyMessages.processing : checkoutMessages.pay(priceLabel)}
      </button>
      {/* Under the button, so a phone shows the whole form on its first screen. */}
      <p className="text-xs text-slate-700">{say.testCards}</p>
      <BusyStatus busy={processing}>{busyMessages.processingPayment}</BusyStatus>
    </form>
  );
}

/** Figures of one width, so the groups line up as they are typed. */
function CardInput({ className, ...props }: ControlProps & ComponentProps<'input'>) {
  return <input {...props} inputMode="numeric" required className={`${className} tabular-nums`} />;
}
