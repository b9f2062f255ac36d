import { getDb } from '@/lib/db';
import { getConfig } from '@/lib/env';
import { withServices } from '@/lib/http/errors';
import { jsonError, parseJsonBody } from '@/lib/http/json';
import { rejectCrossSite } from '@/lib/http/same-origin';
import { ensureCheckoutBrowser } from '@/lib/orders/checkout-cookie';
import { startCheckout } from '@/lib/orders/checkout';
import { currentPrice } from '@/lib/orders/price';
import { getPayments } from '@/lib/payments';
import { checkoutMessages, createPaymentIntentSchema } from '@/lib/validation/checkout';

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, getConfig().siteUrl);
  if (crossSite) return crossSite;
  const parsed = await parseJsonBody(request, createPaymentIntentSchema);
  if (!parsed.ok) return parsed.response;

  return withServices(async () => {
    const result = await startCheckout(await getDb(), await getPayments(), {
      amount: parsed.data.amount,
      email: parsed.data.receipt_email ?? parsed.data.email,
      price: await currentPrice(),
      browser: await ensureCheckoutBrowser(),
    });
    if (!result.ok) return jsonError(400, checkoutMessages.amountMismatch);
    return Response.json({ clientSecret: result.clientSecret }, { headers: { 'Cache-Control': 'no-store' } });
  });
}
