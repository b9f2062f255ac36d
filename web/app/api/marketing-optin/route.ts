import { getDb } from '@/lib/db';
import { insertMarketingOptIn } from '@/lib/db/orders';
import { getConfig } from '@/lib/env';
import { withServices } from '@/lib/http/errors';
import { parseJsonBody } from '@/lib/http/json';
import { rejectCrossSite } from '@/lib/http/same-origin';
import { marketingOptInSchema } from '@/lib/validation/checkout';

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, getConfig().siteUrl);
  if (crossSite) return crossSite;
  const parsed = await parseJsonBody(request, marketingOptInSchema);
  if (!parsed.ok) return parsed.response;

  return withServices(async () => {
    await insertMarketingOptIn(await getDb(), { email: parsed.data.email, firstName: parsed.data.firstName || null });
    return Response.json({ ok: true, message: 'You’re All Set!' });
  });
}
