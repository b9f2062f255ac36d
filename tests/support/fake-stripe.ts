import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Stripe API calls the shop makes (create, retrieve,
 * confirm and cancel a PaymentIntent), so the real Stripe SDK runs its real
 * requests in tests. Stripe's servers cannot be reached from here; its webhook
 * signatures are produced with the SDK's own generateTestHeaderString.
 *
 * Confirmation follows Stripe's documented states for an intent confirmed on
 * the server: a ConfirmationToken made of a success card pays it, one of a
 * declined card gives a card error (402) and leaves it awaiting a payment
 * method, and one of a 3-D Secure card leaves it `requires_action` until
 * `authenticate(id)`, then `requires_confirmation` (confirmation_method manual).
 * A cancelled or paid intent refuses to be confirmed again.
 */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  confirmation_method: string;
  client_secret: string;
  receipt_email: string | null;
  metadata: Record<string, string>;
}

/** ConfirmationToken ids the fake understands, as Stripe's test cards would make them. */
export const FAKE_CONFIRMATION_TOKENS = {
  success: 'ctoken_success4242',
  declined: 'ctoken_declined0002',
  threeDSecure: 'ctoken_threeds3155',
} as const;

export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const confirmations: Array<{ id: string; amount: number; token: string | null }> = [];
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
          confirmation_method: form.get('confirmation_method') ?? 'automatic',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          receipt_email: form.get('receipt_email'),
          metadata: Object.fromEntries(
            [...form].flatMap(([key, value]) => {
              const name = /^metadata\[(\w+)\]$/.exec(key)?.[1];
              return name ? [[name, value]] : [];
            }),
          ),
        };
        intents.set(id, intent);
        if (key) byIdempotencyKey.set(key, id);
        return send(200, intent);
      }
      const action = /^\/v1\/payment_intents\/(\w+)\/(confirm|cancel)$/.exec(url.pathname);
      const acted = action ? intents.get(action[1] ?? '') : undefined;
      if (req.method === 'POST' && action && !acted) {
        return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      }
      if (req.method === 'POST' && acted) {
        const unexpected = (status: string) =>
          send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent's status is ${status}.`,
            },
          });
        if (acted.status === 'succeeded' || acted.status === 'canceled') return unexpected(acted.status);
        if (action?.[2] === 'cancel') {
          acted.status = 'canceled';
          return send(200, acted);
        }
        const token = new URLSearchParams(body).get('confirmation_token');
        confirmations.push({ id: acted.id, amount: acted.amount, token });
        if (token === FAKE_CONFIRMATION_TOKENS.declined) {
          acted.status = 'requires_payment_method';
          return send(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              message: 'Your card was declined.',
              payment_intent: acted,
            },
          });
        }
        if (token === FAKE_CONFIRMATION_TOKENS.threeDSecure) acted.status = 'requires_action';
        else if (token === FAKE_CONFIRMATION_TOKENS.success || (!token && acted.status === 'requires_confirmation')) {
          acted.status = 'succeeded';
          acted.amount_received = acted.amount;
        } else return unexpected(acted.status);
        return send(200, acted);
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
    /** Every confirmation the server asked for: which intent, at what amount, with which token. */
    confirmations,
    /** The buyer completes 3-D Secure in the page: a manual intent then waits for the server to confirm again. */
    authenticate(id: string) {
      const intent = intents.get(id);
      if (intent?.status !== 'requires_action') throw new Error(`no intent ${id} awaiting an action`);
      intent.status = intent.confirmation_method === 'manual' ? 'requires_confirmation' : 'succeeded';
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
