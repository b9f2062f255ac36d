import { signInMemberById } from '@/lib/auth/current-member';
import { getDb } from '@/lib/db';
import { consumeSignInLink } from '@/lib/db/orders';
import { getConfig } from '@/lib/env';
import { withServices } from '@/lib/http/errors';
import { jsonError, parseJsonBody } from '@/lib/http/json';
import { rejectCrossSite } from '@/lib/http/same-origin';
import { hashToken } from '@/lib/orders/fulfil';
import { signInLinkSchema } from '@/lib/validation/checkout';

/** Uses the single-use link from the confirmation e-mail: signs the member in once. */
export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, getConfig().siteUrl);
  if (crossSite) return crossSite;
  const parsed = await parseJsonBody(request, signInLinkSchema);
  if (!parsed.ok) return parsed.response;

  return withServices(async () => {
    const memberId = await consumeSignInLink(await getDb(), hashToken(parsed.data.token));
    if (!memberId || !(await signInMemberById(memberId))) {
      return jsonError(
        410,
        'This sign-in link has already been used or has expired. Please log in with your username and password.',
      );
    }
    return Response.json({ ok: true });
  });
}
