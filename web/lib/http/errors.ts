import 'server-only';

import { ServiceUnavailableError } from '../service-unavailable';
import { jsonError } from './json';

const UNAVAILABLE = 'The service is temporarily unavailable. Nothing was saved; please try again in a moment.';
const FAILED = 'Something went wrong on our side. Please try again later.';

/**
 * 503 when the database or payment provider cannot be reached (every write is one statement or
 * transaction, so nothing partial is left); a bug of ours is a 500, never "temporarily unavailable".
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
