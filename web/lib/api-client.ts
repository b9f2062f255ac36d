/**
 * The browser's calls to the JSON API: JSON bodies, cookies
 * included, and any non-OK answer raised as an Error whose message is
 * "<status>: <the server's message>", for the logs (people read failureWords);
 * a request made offline is an OfflineError.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly serverMessage: string,
  ) {
    super(`${status}: ${serverMessage}`);
  }
}

/** The request never reached the site because the browser is offline. */
export class OfflineError extends Error {
  override name = 'OfflineError';
  constructor() {
    super(OFFLINE_MESSAGE);
  }
}

/** Said by every form that needs the site, so a member in airplane mode knows nothing was lost. */
export const OFFLINE_MESSAGE =
  'You are offline. This needs the internet and will work once you are back online; what you typed is still here.';

/**
 * What to tell a person about a failed request: the site's own words (the
 * server's message, or the offline note), else `fallback`. Never the status
 * code, which `message` carries for the logs and means nothing to a buyer.
 */
export function failureWords(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  if (error instanceof OfflineError) return error.message;
  return fallback;
}

/** The site's words in a failed answer; empty for any other body (a proxy's "502 Bad Gateway" page, say). */
async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string') return body.error;
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: not words written for a person.
  }
  return '';
}

export async function apiRequest<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    // Only when the browser knows it is offline: a failure online is some other trouble, said as such.
    throw typeof navigator !== 'undefined' && !navigator.onLine ? new OfflineError() : error;
  }
  if (!response.ok) throw new ApiError(response.status, await messageOf(response));
  return (await response.json()) as T;
}
