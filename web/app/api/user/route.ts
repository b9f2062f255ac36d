import { memberRoute } from '@/lib/http/routes';

export const GET = memberRoute('Not signed in.', async (member) =>
  Response.json(
    { username: member.username, email: member.email },
    { headers: { 'Cache-Control': 'private, no-store' } },
  ),
);
