import { afterEach, describe, expect, it, vi } from 'vitest';

import { DatabaseUnavailableError } from '../db/types';
import { PaymentsUnavailableError } from '../payments/types';
import { withServices } from './errors';

const UNAVAILABLE = 'The service is temporarily unavailable. Nothing was saved; please try again in a moment.';

describe('withServices', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('passes the handler’s own answer through', async () => {
    const response = await withServices(async () => Response.json({ ok: true }, { status: 201 }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
  });

  it.each([
    ['the database', new DatabaseUnavailableError('The database cannot be reached: connect ECONNREFUSED')],
    ['the payment provider', new PaymentsUnavailableError('Stripe cannot be reached: socket hang up')],
  ])('answers 503 with Retry-After when %s cannot be reached', async (_service, error) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await withServices(() => Promise.reject(error));
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(await response.json()).toEqual({ error: UNAVAILABLE });
  });

  it('recognises an unavailable service whose error class comes from another copy of the module', async () => {
    // Next.js bundles each route on its own: the shared database object may throw another bundle's class.
    vi.resetModules();
    const { DatabaseUnavailableError: OtherCopy } = await import('../db/types');
    expect(OtherCopy).not.toBe(DatabaseUnavailableError);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await withServices(() => Promise.reject(new OtherCopy('The database cannot be reached')));
    expect(response.status).toBe(503);
  });

  it('answers 500 to any other failure, naming nothing internal, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bug = new TypeError("Cannot read properties of undefined (reading 'email')");
    const response = await withServices(() => Promise.reject(bug));
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: string };
    expect(body.error).toBe('Something went wrong on our side. Please try again later.');
    expect(JSON.stringify(body)).not.toContain('email');
    expect(log).toHaveBeenCalledWith('route failed:', bug);
  });
});
