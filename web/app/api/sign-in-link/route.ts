import { signIn } from '@/lib/auth/current-member';
import { claimAccountWithLink } from '@/lib/auth/sign-in-link';
import { getDb } from '@/lib/db';
import { getConfig } from '@/lib/env';
import { withServices } from '@/lib/http/errors';
import { jsonError, parseJsonBody } from '@/lib/http/json';
import { rejectCrossSite } from '@/lib/http/same-origin';
import { signInLinkMessages, signInLinkSchema } from '@/lib/validation/checkout';

/** Uses a single-use e-mailed link: sets the member's new password, ends every other session, signs in here. */
export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, getConfig().siteUrl);
  if (crossSite) return crossSite;
  const parsed = await parseJsonBody(request, signInLinkSchema);
  if (!parsed.ok) return parsed.response;

  return withServices(async () => {
    const result = await claimAccountWithLink(await getDb(), parsed.data.token, parsed.data.password);
    if (!result.ok) return jsonError(410, signInLinkMessages.spent);
    await signIn(result.member);
    return Response.json({ username: result.member.username }, { headers: { 'Cache-Control': 'no-store' } });
  });
}
