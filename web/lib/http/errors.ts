import 'server-only';

import { jsonError } from './json';

const UNAVAILABLE = 'The service is temporarily unavailable. Nothing was saved; please try again in a moment.';

/**
 * Runs a handler that needs the database. If the database cannot be reached the
 * caller gets 503 with a clear message instead of a 500, and since every write
 * runs in one statement or transaction, nothing partial is left behind.
 */
export async function withDatabase(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    console.error('database error:', error);
    return jsonError(503, UNAVAILABLE, { 'Retry-After': '5' });
  }
}
