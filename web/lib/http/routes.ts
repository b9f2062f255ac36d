import 'server-only';

import { connection, type NextRequest } from 'next/server';
import type { z } from 'zod';

import { getCurrentMember } from '../auth/current-member';
import { getDb } from '../db';
import type { Member } from '../db/members';
import { getConfig } from '../env';
import { refuseUnscheduled } from './cron';
import { withServices } from './errors';
import { jsonError, parseJsonBody } from './json';
import { throttleForm, type PublicForm } from './rate-limit';
import { clientAddress, rejectCrossSite } from './same-origin';

/*
 * The shapes of this site's route handlers, so that a route says only what is
 * its own. Each answers an unreachable database or payment provider with 503
 * and any other failure with 500 (withServices).
 */

/** A state-changing POST without a body: refused with 403 when a browser sends it from another site. */
export function postRoute(handler: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    const crossSite = rejectCrossSite(request, getConfig().siteUrl);
    if (crossSite) return crossSite;
    return withServices(() => handler(request));
  };
}

export interface JsonRouteOptions {
  /** A public form: each post counts against its client address's limit, and past it is answered 429 unread. */
  throttle?: PublicForm;
}

/**
 * A state-changing POST with a JSON body: refused with 403 from another site,
 * then the body is read (413 when too large) and validated with `schema`
 * (400 with the schema's message), then throttled if it is a public form.
 */
export function jsonRoute<S extends z.core.$ZodType>(
  schema: S,
  handler: (input: z.infer<S>, request: Request) => Promise<Response>,
  options: JsonRouteOptions = {},
): (request: Request) => Promise<Response> {
  return async (request) => {
    const crossSite = rejectCrossSite(request, getConfig().siteUrl);
    if (crossSite) return crossSite;
    const parsed = await parseJsonBody(request, schema);
    if (!parsed.ok) return parsed.response;
    return withServices(async () => {
      if (options.throttle) {
        const throttled = await throttleForm(await getDb(), options.throttle, clientAddress(request));
        if (throttled) return throttled;
      }
      return handler(parsed.data, request);
    });
  };
}

/**
 * A members' route: 401 with `signInMessage` unless the request's session is
 * live, checked against the database on every request (the proxy's check is a
 * shortcut, never the guard), then `handler` for that member.
 */
export function memberRoute(
  signInMessage: string,
  handler: (member: Member, request: NextRequest) => Promise<Response>,
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

/**
 * A member's state-changing POST with a JSON body: 403 from another site, then
 * 401 with `signInMessage` unless the session is live (checked against the
 * database), then the body is read and validated with `schema` (400 naming the
 * field in `field`), then `handler` for that member. Nothing is read or
 * changed for a request without a live session.
 */
export function memberJsonRoute<S extends z.core.$ZodType>(
  signInMessage: string,
  schema: S,
  handler: (member: Member, input: z.infer<S>) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const crossSite = rejectCrossSite(request, getConfig().siteUrl);
    if (crossSite) return crossSite;
    return withServices(async () => {
      const member = await getCurrentMember();
      if (!member) return jsonError(401, signInMessage);
      const parsed = await parseJsonBody(request, schema, { nameField: true });
      if (!parsed.ok) return parsed.response;
      return handler(member, parsed.data);
    });
  };
}

/**
 * A job a scheduler runs (GET, as Vercel Cron calls it): 503 while CRON_SECRET
 * is not set, 401 without its bearer token, then `handler`. Every job must be
 * safe to run twice at once, since schedulers retry and overlap.
 */
export function cronRoute(handler: () => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => refuseUnscheduled(request, getConfig().cronSecret) ?? withServices(handler);
}
