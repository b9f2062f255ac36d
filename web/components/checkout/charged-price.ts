import { ApiError } from '@/lib/api-client';

export interface ChargedPrice {
  amount: number;
  label: string;
}

/** The price a 409 names when the amount the buyer saw is not the price charged now; null for any other refusal. */
export function changedPrice(error: unknown): ChargedPrice | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.details.reason !== 'price-changed') return null;
  const price = error.details.price as Partial<ChargedPrice> | undefined;
  if (typeof price?.amount !== 'number' || typeof price.label !== 'string') return null;
  return { amount: price.amount, label: price.label };
}

/** A full page load to the success page, as Stripe's redirect after confirmPayment. */
export function openSuccessPage(paymentIntentId: string): void {
  const url = new URL('/payment-success', window.location.origin);
  url.searchParams.set('payment_intent', paymentIntentId);
  url.searchParams.set('redirect_status', 'succeeded');
  window.location.assign(url.href);
}
