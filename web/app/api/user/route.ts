import { getCurrentMember } from '@/lib/auth/current-member';
import { withServices } from '@/lib/http/errors';
import { jsonError } from '@/lib/http/json';

export async function GET() {
  return withServices(async () => {
    const member = await getCurrentMember();
    if (!member) return jsonError(401, 'Not signed in.');
    return Response.json(
      { username: member.username, email: member.email },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  });
}
