/** A non-OK answer: its message "<status>: <the server's words>" is for the logs; people read failureWords. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly serverMessage: string,
    /** The rest of the answer's JSON object, for a refusal that says what the client can do (a 409's `reason`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(`${status}: ${serverMessage}`);
  }
}

export class OfflineError extends Error {
  override name = 'OfflineError';
  constructor() {
    super(OFFLINE_MESSAGE);
  }
}

/** Said by every form that needs the site, so a member in airplane mode knows nothing was lost. */
export const OFFLINE_MESSAGE =
  'You are offline. This needs the internet and will work once you are back online; what you typed is still here.';

/** What to tell a person about a failed request: the site's own words, else `fallback`; never the status code. */
export function failureWords(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  if (error instanceof OfflineError) return error.message;
  return fallback;
}

/** The site's words are empty for any other body (a proxy's "502 Bad Gateway" page, say). */
async function failureOf(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not words written for a person.
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return new ApiError(response.status, '');
  const { error, message, ...details } = body as Record<string, unknown>;
  const words = typeof error === 'string' ? error : typeof message === 'string' ? message : '';
  return new ApiError(response.status, words, details);
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
  if (!response.ok) throw await failureOf(response);
  return (await response.json()) as T;
}
