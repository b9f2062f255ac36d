import 'server-only';

import { ServiceUnavailableError } from '../service-unavailable';
import { jsonError } from './json';

const UNAVAILABLE = 'The service is temporarily unavailable. Nothing was saved; please try again in a moment.';
const FAILED = 'Something went wrong on our side. Please try again later.';

/**
 * Runs a route's work against the database and the payment provider.
 *
 * If either cannot be reached (their adapters throw a ServiceUnavailableError)
 * the caller gets 503 with a clear message: since every write runs in one
 * statement or transaction, nothing partial is left behind. Anything else is a
 * fault of ours: 500 with a message that names nothing internal, and the error
 * in the log, so a bug never hides behind "temporarily unavailable".
 */
export async function withServices(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (ServiceUnavailableError.is(error)) {
      console.error(`${error.name}:`, error.message);
      return jsonError(503, UNAVAILABLE, { 'Retry-After': '5' });
    }
    console.error('route failed:', error);
    return jsonError(500, FAILED);
  }
}
