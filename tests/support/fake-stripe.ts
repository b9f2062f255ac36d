import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the two Stripe API calls the shop makes (create and
 * retrieve a PaymentIntent), so the real Stripe SDK runs its real requests in
 * tests. Stripe's servers cannot be reached from here; its webhook signatures
 * are produced with the SDK's own generateTestHeaderString.
 */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  receipt_email: string | null;
  metadata: Record<string, string>;
}

export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, string>();
  let creates = 0;

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const send = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const key = String(req.headers['idempotency-key'] ?? '');
        const existing = key ? byIdempotencyKey.get(key) : undefined;
        if (existing) return send(200, intents.get(existing));
        creates++;
        const form = new URLSearchParams(body);
        const id = `pi_${randomBytes(12).toString('hex')}`;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          amount_received: 0,
          currency: form.get('currency') ?? 'eur',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          receipt_email: form.get('receipt_email'),
          metadata: { email: form.get('metadata[email]') ?? '' },
        };
        intents.set(id, intent);
        if (key) byIdempotencyKey.set(key, id);
        return send(200, intent);
      }
      const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const intent = intents.get(match[1] ?? '');
        return intent
          ? send(200, intent)
          : send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    get creates() {
      return creates;
    },
    /** The customer pays: what Stripe does when the Payment Element confirms. */
    succeed(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
