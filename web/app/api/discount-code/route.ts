import { jsonError } from '@/lib/http/json';
import { jsonRoute } from '@/lib/http/routes';
import { discountMessages } from '@/lib/messages/storefront';
import { formatPrice } from '@/lib/money';
import { checkDiscountCode } from '@/lib/orders/purchase';
import { discountCodeSchema } from '@/lib/validation/checkout';

const PRIVATE = { 'Cache-Control': 'no-store' };

export const POST = jsonRoute(
  discountCodeSchema,
  async ({ code }) => {
    const result = await checkDiscountCode(code);
    if (!result.ok)
      return jsonError(422, discountMessages.refusals[result.refusal], PRIVATE, { reason: result.refusal });
    const { amountCents, currency } = result.price;
    const label = (cents: number) => formatPrice(cents / 100, currency.toUpperCase());
    return Response.json(
      { code, amount: amountCents / 100, label: label(amountCents), saving: label(result.discount.cents) },
      { headers: PRIVATE },
    );
  },
  { throttle: 'discountCode' },
);
