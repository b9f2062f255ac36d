import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { ContentSourceMap } from '@sanity/client/csm';

import { evaluateGroq, type SanityDocument } from '../../web/lib/content/dataset';
import { applyPerspective, previewPerspective } from '../../web/lib/content/perspective';

/** One query the stand-in answered: its path, its search parameters and the token it came with. */
export interface GroqCall {
  pathname: string;
  search: URLSearchParams;
  token: string | undefined;
}

const HIDDEN_WITHOUT_TOKEN = /^(drafts|versions)\./;

/**
 * A local stand-in for the Content Lake's query endpoint
 * (`GET /v{apiVersion}/data/query/{dataset}?query=…&$param=…`), evaluating GROQ
 * with groq-js over a given dataset. Lets the real @sanity/client run its real
 * requests in tests without a network. Like the Content Lake, it applies
 * `perspective` (raw when none is asked for, so the studio's validation rules
 * see every document, as they do with an editor's token), answers
 * `resultSourceMap` with `sourceMap` (groq-js makes none: a test gives the map
 * the Content Lake would send for its query) and, with `draftsNeedToken`,
 * serves drafts only to a request that carries a token.
 */
export async function startGroqServer(
  dataset: SanityDocument[],
  { draftsNeedToken = false, sourceMap }: { draftsNeedToken?: boolean; sourceMap?: ContentSourceMap } = {},
): Promise<{
  url: string;
  requests: string[];
  calls: GroqCall[];
  replace(dataset: SanityDocument[]): void;
  close(): Promise<void>;
}> {
  let current = dataset;
  const requests: string[] = [];
  const calls: GroqCall[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname);
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
    requests,
    calls,
    replace: (next) => {
      current = next;
    },
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
