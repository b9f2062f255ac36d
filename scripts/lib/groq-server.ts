import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { ContentSourceMap } from '@sanity/client/csm';

import { evaluateGroq, type SanityDocument } from '../../web/lib/content/dataset';
import { applyPerspective, previewPerspective } from '../../web/lib/content/perspective';

const HIDDEN_WITHOUT_TOKEN = /^(drafts|versions)\./;

/**
 * The Content Lake's query endpoint on groq-js, for the real @sanity/client without a network: it applies
 * `perspective` (raw by default), answers `resultSourceMap` with `sourceMap` (groq-js makes none) and,
 * with `draftsNeedToken`, serves drafts only to a request with a token.
 */
export async function startGroqServer(
  dataset: SanityDocument[],
  { draftsNeedToken = false, sourceMap }: { draftsNeedToken?: boolean; sourceMap?: ContentSourceMap } = {},
) {
  let current = dataset;
  const calls: { pathname: string; search: URLSearchParams; token: string | undefined }[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    calls.push({ pathname: url.pathname, search: url.searchParams, token });
    const match = /^\/v[\w-]+\/data\/query\/[\w-]+$/.exec(url.pathname);
    const query = url.searchParams.get('query');
    if (!match || query === null) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Not found' }));
      return;
    }
    const params: Record<string, unknown> = {};
    for (const [key, value] of url.searchParams) {
      if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
    }
    const visible = token || !draftsNeedToken ? current : current.filter((doc) => !HIDDEN_WITHOUT_TOKEN.test(doc._id));
    const perspective = url.searchParams.get('perspective');
    const seen =
      perspective && perspective !== 'raw' ? applyPerspective(visible, previewPerspective(perspective)) : visible;
    try {
      const result = await evaluateGroq(query, seen, params);
      const resultSourceMap = url.searchParams.has('resultSourceMap') ? sourceMap : undefined;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ query, result, ms: 1, ...(resultSourceMap ? { resultSourceMap } : {}) }));
    } catch (error) {
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { description: (error as Error).message, type: 'queryParseError' } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    replace: (next: SanityDocument[]) => {
      current = next;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
