import { getHeldPurchaseMessage } from '@/lib/content';
import { withServices } from '@/lib/http/errors';
import { jsonError } from '@/lib/http/json';
import { formatPrice } from '@/lib/money';
import { claimCredentials } from '@/lib/orders/purchase';
import { PAYMENT_INTENT_ID } from '@/lib/payments/types';

const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
const NOT_FOUND = 'No credentials for this payment here. Please check your email for login details.';
const CANCELED = 'This payment was cancelled and nothing was charged. Please start again.';
const EXISTING_ACCOUNT =
  'This e-mail address already has access to the programme, so no new login was created. We have e-mailed it a sign-in link.';

export async function GET(_request: Request, { params }: { params: Promise<{ paymentIntentId: string }> }) {
  const { paymentIntentId } = await params;
  if (!PAYMENT_INTENT_ID.test(paymentIntentId)) return jsonError(404, NOT_FOUND, PRIVATE);

  return withServices(async () => {
    const claim = await claimCredentials(paymentIntentId);
    // What the buyer saved, beside what they see of their login.
    const saved = 'discount' in claim ? claim.discount : undefined;
    const discount = saved && {
      code: saved.code,
      saving: formatPrice(saved.cents / 100, saved.currency.toUpperCase()),
    };
    switch (claim.status) {
      case 'not-this-browser':
        return jsonError(404, NOT_FOUND, PRIVATE);
      case 'processing':
        return Response.json({ status: 'processing' }, { status: 202, headers: PRIVATE });
      case 'unfulfillable':
        return jsonError(409, NOT_FOUND, PRIVATE);
      case 'canceled':
        return jsonError(409, CANCELED, PRIVATE, { reason: 'canceled' });
      case 'expired':
        return jsonError(410, NOT_FOUND, PRIVATE);
      case 'existing-account':
        return Response.json({ status: 'existing-account', message: EXISTING_ACCOUNT, discount }, { headers: PRIVATE });
      case 'held':
        return Response.json(
          { status: 'held', message: await getHeldPurchaseMessage(), discount },
          { headers: PRIVATE },
        );
      case 'ready':
        return Response.json({ username: claim.username, password: claim.password, discount }, { headers: PRIVATE });
    }
  });
}
