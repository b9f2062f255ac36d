const BRAND = Symbol.for('24-hour-reset.service-unavailable');

/**
 * A service the site depends on (the database, the payment provider) cannot be
 * reached or is failing on its side; routes answer 503 (`withServices`).
 *
 * Recognise it with `ServiceUnavailableError.is`, not `instanceof`: Next.js
 * bundles each route on its own, so the process's one database object may have
 * been opened by another route's copy of this class. The brand is a registered
 * symbol, the same in every copy.
 */
export class ServiceUnavailableError extends Error {
  readonly [BRAND] = true;

  static is(error: unknown): error is ServiceUnavailableError {
    return typeof error === 'object' && error !== null && BRAND in error;
  }
}
