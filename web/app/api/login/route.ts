import { authenticate } from '@/lib/auth/login';
import { signIn } from '@/lib/auth/current-member';
import { getDb } from '@/lib/db';
import { getConfig } from '@/lib/env';
import { withServices } from '@/lib/http/errors';
import { jsonError, parseJsonBody } from '@/lib/http/json';
import { clientAddress, rejectCrossSite } from '@/lib/http/same-origin';
import { loginMessages, loginSchema } from '@/lib/validation/login';

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, getConfig().siteUrl);
  if (crossSite) return crossSite;
  const parsed = await parseJsonBody(request, loginSchema);
  if (!parsed.ok) return parsed.response;

  return withServices(async () => {
    const result = await authenticate(await getDb(), parsed.data, clientAddress(request));
    if (result.ok) {
      await signIn(result.member);
      return Response.json({ username: result.member.username, email: result.member.email });
    }
    if (result.reason === 'throttled') {
      return jsonError(429, loginMessages.throttled, { 'Retry-After': String(result.retryAfterSeconds) });
    }
    return jsonError(401, 'Invalid username or password.');
  });
}
