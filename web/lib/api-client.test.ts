import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, apiRequest, failureWords, OFFLINE_MESSAGE, OfflineError } from './api-client';

const FALLBACK = 'Something went wrong. Please try again.';

async function failureOf(answer: Response): Promise<unknown> {
  vi.stubGlobal('fetch', async () => answer);
  return apiRequest('POST', '/api/login', {}).catch((error: unknown) => error);
}

describe('failureWords: what a person reads about a failed request', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the server’s own words, without the status code', async () => {
    const error = await failureOf(Response.json({ error: 'Invalid username or password.' }, { status: 401 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(failureWords(error, FALLBACK)).toBe('Invalid username or password.');
  });

  it('is the fallback when the answer holds no words of the site (a proxy’s error page)', async () => {
    const page = '<html><head><title>502 Bad Gateway</title></head><body>502 Bad Gateway</body></html>';
    const error = await failureOf(new Response(page, { status: 502, statusText: 'Bad Gateway' }));
    expect(failureWords(error, FALLBACK)).toBe(FALLBACK);
  });

  it('keeps the other fields of a refusal, which say what the client can do next', async () => {
    const price = { amount: 14.9, label: '€14.90' };
    const error = await failureOf(
      Response.json({ error: 'The price is now €14.90.', reason: 'price-changed', price }, { status: 409 }),
    );
    expect(error).toMatchObject({ status: 409, serverMessage: 'The price is now €14.90.' });
    expect((error as ApiError).details).toEqual({ reason: 'price-changed', price });
  });

  it('says a request made offline needs the internet, and anything else is the fallback', () => {
    expect(failureWords(new OfflineError(), FALLBACK)).toBe(OFFLINE_MESSAGE);
    expect(failureWords(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
  });
});
