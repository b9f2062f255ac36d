const BRAND = Symbol.for('24-hour-reset.service-unavailable');

/**
 * The database or the payment provider cannot be reached; routes answer 503. Recognised by
 * `is`, not `instanceof`: Next.js bundles each route with its own copy of this class.
 */
export class ServiceUnavailableError extends Error {
  readonly [BRAND] = true;

  static is(error: unknown): error is ServiceUnavailableError {
    return typeof error === 'object' && error !== null && BRAND in error;
  }
}
