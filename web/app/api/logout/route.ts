import { signOut } from '@/lib/auth/current-member';
import { postRoute } from '@/lib/http/routes';

export const POST = postRoute(async () => {
  await signOut();
  return Response.json({ ok: true });
});
