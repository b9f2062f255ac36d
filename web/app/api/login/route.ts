import { signInWithPassword } from '@/lib/auth/current-member';
import { getSupportContact } from '@/lib/content/emails';
import { jsonError } from '@/lib/http/json';
import { jsonRoute } from '@/lib/http/routes';
import { clientAddress } from '@/lib/http/same-origin';
import { loginMessages } from '@/lib/messages/storefront';
import { loginSchema } from '@/lib/validation/forms';

export const POST = jsonRoute(loginSchema, async (credentials, request) => {
  const result = await signInWithPassword(credentials, clientAddress(request));
  if (result.ok) return Response.json({ username: result.member.username, email: result.member.email });
  if (result.reason === 'throttled') {
    return jsonError(429, loginMessages.throttled, { 'Retry-After': String(result.retryAfterSeconds) });
  }
  if (result.reason === 'busy') return jsonError(503, loginMessages.busy, { 'Retry-After': '1' });
  if (result.reason === 'access-ended') {
    return jsonError(403, loginMessages.accessEnded((await getSupportContact()).supportEmail));
  }
  return jsonError(401, 'Invalid username or password.');
});
