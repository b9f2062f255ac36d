import { signInWithLink } from '@/lib/auth/current-member';
import { jsonError } from '@/lib/http/json';
import { tooManyRequests } from '@/lib/http/rate-limit';
import { jsonRoute } from '@/lib/http/routes';
import { clientAddress } from '@/lib/http/same-origin';
import { signInLinkMessages } from '@/lib/messages/storefront';
import { signInLinkSchema } from '@/lib/validation/forms';

export const POST = jsonRoute(signInLinkSchema, async ({ token, password }, request) => {
  const result = await signInWithLink(token, password, clientAddress(request));
  if (!result.ok && result.reason === 'throttled') return tooManyRequests(result.retryAfterSeconds);
  if (!result.ok) return jsonError(410, signInLinkMessages.spent);
  return Response.json({ username: result.member.username }, { headers: { 'Cache-Control': 'no-store' } });
});
