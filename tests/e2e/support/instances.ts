import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { OwnServer } from '../../support/own-server';

/** A client with a cookie jar of its own, talking to either instance. */
export function client(address: string, cookies: Iterable<[string, string]> = []) {
  const jar = new Map<string, string>(cookies);
  return {
    /** Another client holding the same cookies now, as a second tab or a thief would. */
    copy: () => client(address, jar),
    async call(
      server: OwnServer,
      method: string,
      pathname: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) {
      const response = await fetch(`${server.url}${pathname}`, {
        method,
        headers: {
          origin: server.url,
          'content-type': 'application/json',
          'x-forwarded-for': address,
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
        if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.delete(name);
        else jar.set(name, value);
      }
      const text = await response.text();
      return { status: response.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> | null };
    },
  };
}

/** The .eml files an instance wrote that contain `text` (a recipient's `To:` line, a subject). */
export function mailWith(instanceDir: string, text: string): string[] {
  const folder = path.join(instanceDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.filter((name) => readFileSync(path.join(folder, name), 'utf8').includes(text));
}
