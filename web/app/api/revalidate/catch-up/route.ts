import { timingSafeEqual } from 'node:crypto';

import { catchUp } from '@/lib/content/revalidations';
import { getConfig } from '@/lib/env';
import { CATCH_UP_TOKEN_HEADER } from '@/lib/http/door.mjs';

function fromThisServer(request: Request): boolean {
  const expected = getConfig().catchUpToken;
  const given = request.headers.get(CATCH_UP_TOKEN_HEADER);
  if (!expected || !given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** Catches this process up with other instances' revalidations; a route only so that revalidateTag may run. */
export async function POST(request: Request) {
  if (!fromThisServer(request)) return new Response(null, { status: 404 });
  return Response.json(await catchUp(), { headers: { 'Cache-Control': 'no-store' } });
}
