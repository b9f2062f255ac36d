import { jsonError } from '@/lib/http/json';
import { jsonRoute } from '@/lib/http/routes';
import { checkoutMessages } from '@/lib/messages/storefront';
import { formatPrice } from '@/lib/money';
import type { Price } from '@/lib/orders/checkout';
import { startCheckout } from '@/lib/orders/journey';
import { createPaymentIntentSchema } from '@/lib/validation/checkout';

/** The price charged now as the checkout states it: the amount to send back, and its label. */
function statedPrice({ amountCents, currency }: Price) {
  const amount = amountCents / 100;
  return { amount, label: formatPrice(amount, currency.toUpperCase()) };
}

export const POST = jsonRoute(createPaymentIntentSchema, async ({ amount, email, receipt_email }) => {
  const result = await startCheckout({ amount, email: receipt_email ?? email });
  if (!result.ok && result.reason === 'has-access') return jsonError(409, checkoutMessages.hasAccess);
  if (!result.ok) {
    // The page was rendered at another price: nothing is charged until the buyer sends the new one.
    const price = statedPrice(result.price);
    return jsonError(409, checkoutMessages.priceChanged(price.label).description, undefined, {
      reason: 'price-changed',
      price,
    });
  }
  return Response.json({ clientSecret: result.clientSecret }, { headers: { 'Cache-Control': 'no-store' } });
});
