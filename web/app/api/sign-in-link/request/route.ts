import { requestSignInLink } from '@/lib/auth/sign-in-link-request';
import { jsonRoute } from '@/lib/http/routes';
import { tooManyRequests } from '@/lib/http/rate-limit';
import { clientAddress } from '@/lib/http/same-origin';
import { signInLinkMessages } from '@/lib/messages/storefront';
import { emailFormSchema } from '@/lib/validation/forms';

/** The same answer whether or not the address has access. */
export const POST = jsonRoute(emailFormSchema, async ({ email }, request) => {
  const result = await requestSignInLink({ email, clientAddress: clientAddress(request) });
  if (!result.ok) return tooManyRequests(result.retryAfterSeconds);
  return Response.json({ message: signInLinkMessages.requested }, { headers: { 'Cache-Control': 'no-store' } });
});
