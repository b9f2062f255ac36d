// Many buyers pressing Pay at once, in test mode: each creates its payment
// intent from an address of its own, then every Pay is sent together. A
// charged buyer must be told so, and find their login on the success page
// straight after, with nothing left for the background recovery.

/** One buyer's checkout, from `address`: the intent's client secret and the browser's cookies. */
async function startCheckout(siteUrl, address, index) {
  const response = await fetch(`${siteUrl}/api/create-payment-intent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl, 'x-forwarded-for': address },
    body: JSON.stringify({ amount: 9.9, email: `burst-${Date.now()}-${index}@example.com` }),
  });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`create-payment-intent answered ${response.status}: ${body.error}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { address, cookie, clientSecret: body.clientSecret };
}

async function pay(siteUrl, buyer, started) {
  const response = await fetch(`${siteUrl}/api/test-payments/confirm`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: siteUrl,
      'x-forwarded-for': buyer.address,
      cookie: buyer.cookie,
    },
    body: JSON.stringify({
      clientSecret: buyer.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    }),
  });
  const body = await response.json();
  return { status: response.status, body, ms: performance.now() - started };
}

/** What the success page's check answers the buyer right after Pay: 200 with the login, or anything else. */
async function successPage(siteUrl, buyer, paymentIntentId) {
  const response = await fetch(`${siteUrl}/api/payment-success/${paymentIntentId}`, {
    headers: { cookie: buyer.cookie, 'x-forwarded-for': buyer.address },
  });
  const body = await response.json();
  return response.status === 200 && typeof body.password === 'string';
}

/** How long a charged payment may wait before the background recovery takes it (web/lib/orders/recovery.ts). */
const RECOVERY_AFTER_MS = 10_000;

/**
 * `buyers` checkouts, then every Pay at once. Returns the answers by status,
 * the median and slowest, how many orders were still missing when the
 * recovery would have taken them (`countOrders` reads the database), and how
 * many charged buyers found no login on the success page after that.
 */
export async function payBurst({ siteUrl, countOrders, buyers = 40 }) {
  const checkouts = [];
  for (let index = 0; index < buyers; index++) {
    checkouts.push(await startCheckout(siteUrl, `10.77.${index >> 8}.${index & 255}`, index));
  }
  const before = await countOrders();
  const started = performance.now();
  const answers = await Promise.all(checkouts.map((buyer) => pay(siteUrl, buyer, started)));
  const charged = answers.filter((answer) => answer.status === 200).length;
  while ((await countOrders()) - before < charged && performance.now() - started < RECOVERY_AFTER_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const leftToRecovery = charged - ((await countOrders()) - before);
  const statuses = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  const ready = await Promise.all(
    answers.map((answer, index) =>
      answer.status === 200 ? successPage(siteUrl, checkouts[index], answer.body.paymentIntentId) : true,
    ),
  );
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    buyers,
    statuses,
    medianMs: times[Math.floor(buyers / 2)],
    slowestMs: times.at(-1),
    leftToRecovery,
    withoutLogin: ready.filter((shown) => !shown).length,
  };
}

/** What went wrong in a burst: a buyer told anything but success, an order left to the recovery, a login not shown. */
export function payBurstMisses(burst) {
  const misses = [];
  const refused = burst.buyers - (burst.statuses[200] ?? 0);
  if (refused > 0) misses.push(`pay burst: ${refused} of ${burst.buyers} buyers were not told their payment succeeded`);
  if (burst.leftToRecovery > 0) misses.push(`pay burst: ${burst.leftToRecovery} orders were left to the recovery`);
  if (burst.withoutLogin > 0) misses.push(`pay burst: ${burst.withoutLogin} charged buyers found no login`);
  return misses;
}
