import { signInWithLink } from '@/lib/auth/current-member';
import { jsonError } from '@/lib/http/json';
import { jsonRoute } from '@/lib/http/routes';
import { signInLinkMessages } from '@/lib/messages/storefront';
import { signInLinkSchema } from '@/lib/validation/checkout';

/** Uses a single-use e-mailed link: sets the member's new password, ends every other session, signs in here. */
export const POST = jsonRoute(signInLinkSchema, async ({ token, password }) => {
  const result = await signInWithLink(token, password);
  if (!result.ok) return jsonError(410, signInLinkMessages.spent);
  return Response.json({ username: result.member.username }, { headers: { 'Cache-Control': 'no-store' } });
});
