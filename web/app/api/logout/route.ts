import { signOut } from '@/lib/auth/current-member';
import { getConfig } from '@/lib/env';
import { withServices } from '@/lib/http/errors';
import { rejectCrossSite } from '@/lib/http/same-origin';

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, getConfig().siteUrl);
  if (crossSite) return crossSite;
  return withServices(async () => {
    await signOut();
    return Response.json({ ok: true });
  });
}
