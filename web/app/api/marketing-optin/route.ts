import { getDb } from '@/lib/db';
import { getConfig } from '@/lib/env';
import { withServices } from '@/lib/http/errors';
import { jsonError, parseJsonBody } from '@/lib/http/json';
import { throttleForm } from '@/lib/http/rate-limit';
import { clientAddress, rejectCrossSite } from '@/lib/http/same-origin';
import { readCheckoutBrowser } from '@/lib/orders/checkout-cookie';
import { recordMarketingConsent } from '@/lib/orders/marketing-consent';
import { marketingOptInMessages, marketingOptInSchema } from '@/lib/validation/checkout';

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, getConfig().siteUrl);
  if (crossSite) return crossSite;
  const parsed = await parseJsonBody(request, marketingOptInSchema);
  if (!parsed.ok) return parsed.response;

  return withServices(async () => {
    const db = await getDb();
    const throttled = await throttleForm(db, 'marketingOptIn', clientAddress(request));
    if (throttled) return throttled;
    const consent = { email: parsed.data.email, firstName: parsed.data.firstName || null };
    const result = await recordMarketingConsent(db, consent, (await readCheckoutBrowser())?.browserKey);
    if (result === 'not-the-buyer') return jsonError(403, marketingOptInMessages.notTheBuyer);
    return Response.json({ ok: true, message: 'You’re All Set!' });
  });
}
