import 'server-only';

import { connection, type NextRequest } from 'next/server';
import type { z } from 'zod';

import { getCurrentMember } from '../auth/current-member';
import { getDb } from '../db';
import type { SignedInMember } from '../db/members';
import { getConfig } from '../env';
import { refuseUnscheduled } from './cron';
import { withServices } from './errors';
import { jsonError, parseJsonBody } from './json';
import { throttleForm, type PublicForm } from './rate-limit';
import { clientAddress, rejectCrossSite } from './same-origin';

// The shapes of this site's route handlers, so that a route says only what is its own.

type Route = (request: Request) => Promise<Response>;

/** A state-changing route: refused with 403 when a browser sends it from another site. */
function sameSite(route: Route): Route {
  return async (request) => rejectCrossSite(request, getConfig().siteUrl) ?? route(request);
}

/** A state-changing POST without a body. */
export function postRoute(handler: Route): Route {
  return sameSite((request) => withServices(() => handler(request)));
}

/** A state-changing POST with a JSON body, validated with `schema`; `throttle` counts a public form's posts per client. */
export function jsonRoute<S extends z.core.$ZodType>(
  schema: S,
  handler: (input: z.infer<S>, request: Request) => Promise<Response>,
  options: { throttle?: PublicForm } = {},
): Route {
  return sameSite(async (request) => {
    const parsed = await parseJsonBody(request, schema);
    if (!parsed.ok) return parsed.response;
    return withServices(async () => {
      if (options.throttle) {
        const throttled = await throttleForm(await getDb(), options.throttle, clientAddress(request));
        if (throttled) return throttled;
      }
      return handler(parsed.data, request);
    });
  });
}

/** A members' route: 401 with `signInMessage` unless the request's session is live, checked against the database. */
export function memberRoute(
  signInMessage: string,
  handler: (member: SignedInMember, request: NextRequest) => Promise<Response>,
): (request: NextRequest) => Promise<Response> {
  return async (request) => {
    await connection();
    return withServices(async () => {
      const member = await getCurrentMember();
      if (!member) return jsonError(401, signInMessage);
      return handler(member, request);
    });
  };
}

/** A member's state-changing POST with a JSON body: nothing is read for a request without a live session. */
export function memberJsonRoute<S extends z.core.$ZodType>(
  signInMessage: string,
  schema: S,
  handler: (member: SignedInMember, input: z.infer<S>) => Promise<Response>,
): Route {
  return sameSite((request) =>
    withServices(async () => {
      const member = await getCurrentMember();
      if (!member) return jsonError(401, signInMessage);
      const parsed = await parseJsonBody(request, schema, { nameField: true });
      if (!parsed.ok) return parsed.response;
      return handler(member, parsed.data);
    }),
  );
}

/** A job a scheduler runs (GET, as Vercel Cron calls it); it must be safe to run twice at once, as schedulers retry. */
export function cronRoute(handler: () => Promise<Response>): Route {
  return async (request) => refuseUnscheduled(request, getConfig().cronSecret) ?? withServices(handler);
}
