import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { evaluateGroq, type SanityDocument } from '../../web/lib/content/dataset';

/**
 * A local stand-in for the Content Lake's query endpoint
 * (`GET /v{apiVersion}/data/query/{dataset}?query=…&$param=…`), evaluating GROQ
 * with groq-js over a given dataset. Lets the real @sanity/client run its real
 * requests in tests without a network.
 */
export async function startGroqServer(
  dataset: SanityDocument[],
): Promise<{ url: string; requests: string[]; replace(dataset: SanityDocument[]): void; close(): Promise<void> }> {
  let current = dataset;
  const requests: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname);
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
    try {
      const result = await evaluateGroq(query, current, params);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ query, result, ms: 1 }));
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
    replace: (next) => {
      current = next;
    },
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
