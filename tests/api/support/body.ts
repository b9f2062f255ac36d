// What a JSON route must answer for a raw body, before its own fields are judged:
// the API contract (README) for bodies it cannot read, in the order a reader meets
// them: size, then JSON, then shape.
import { JSON_CONTENT_TYPES } from './arbitraries';
import { TOO_LARGE_MESSAGE, wellFormed } from './http';
import type { Expectation, Outcome } from './rules';

/** The API's words for a body it cannot read, as the pages and future apps see them. */
export const BODY_MESSAGES = {
  notJson: 'Request body must be valid JSON.',
  notObject: 'Request body must be a JSON object.',
  nul: 'Text must not contain NUL characters.',
} as const;

/** README: "refuses bodies over 16 KB". Over 16 × 1024 bytes certainly; from 16 000 either reading of "KB". */
const KIBIBYTES_16 = 16 * 1024;
const KILOBYTES_16 = 16_000;

export interface BodyJudge {
  /** The verdict on a parsed JSON object. */
  judge(body: Record<string, unknown>): Expectation;
}

export function judgeRawBody(raw: string, contentType: string | undefined, route: BodyJudge): Expectation {
  const bytes = new TextEncoder().encode(raw).byteLength;
  if (bytes > KIBIBYTES_16) {
    return { outcomes: [{ status: 413, message: TOO_LARGE_MESSAGE }], why: [`the body is ${bytes} bytes, over 16 KB`] };
  }
  const also: Outcome[] = [];
  const why: string[] = [];
  if (bytes > KILOBYTES_16) {
    also.push({ status: 413, message: TOO_LARGE_MESSAGE });
    why.push(`the body is ${bytes} bytes: over 16 KB if a KB is 1000 bytes`);
  }
  if (!contentType || !JSON_CONTENT_TYPES.includes(contentType)) {
    // The pages send JSON as JSON; whether another type is read anyway is the server's choice.
    also.push({ status: 415 });
    why.push(`sent as ${contentType ?? 'text/plain'}`);
  }
  const verdict = judgeText(wellFormed(raw), route);
  return { outcomes: [...verdict.outcomes, ...also], why: [...verdict.why, ...why] };
}

function judgeText(text: string, route: BodyJudge): Expectation {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { outcomes: [{ status: 400, message: BODY_MESSAGES.notJson }], why: ['the body is not JSON'] };
  }
  const nul = holdsNul(body);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    const outcomes: Outcome[] = [{ status: 400, message: BODY_MESSAGES.notObject }];
    if (nul) outcomes.push({ status: 400, message: BODY_MESSAGES.nul });
    return { outcomes, why: ['the body is JSON but not an object'] };
  }
  // Postgres text cannot hold U+0000: such a body can never be stored as sent.
  if (nul) return { outcomes: [{ status: 400, message: BODY_MESSAGES.nul }], why: ['a text in the body holds U+0000'] };
  return route.judge(body as Record<string, unknown>);
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(holdsNul);
  return false;
}

/** A field the body itself holds (never one inherited, such as `constructor`). */
export const own = (body: Record<string, unknown>, name: string): unknown =>
  Object.hasOwn(body, name) ? body[name] : undefined;
