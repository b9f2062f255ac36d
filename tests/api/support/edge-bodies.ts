// Bodies at the edges of the product's rules, which every run sends before the
// random ones: one character short of a minimum and just enough, an address
// with one defect, a cent off the price, each test card.
const contact = { name: 'Zo', email: 'zoe@example.com', subject: 'Hello', message: 'Ten chars.' };
const future = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
const token = 'A'.repeat(43);

export function edgeBodies(buyerEmail: string, freshSecret: string) {
  const card = { clientSecret: freshSecret, cardNumber: '4242 4242 4242 4242', expiry: future, cvc: '123' };
  return {
    '/api/contact': [
      contact,
      { ...contact, name: 'Z' },
      { ...contact, name: ' Z  ' },
      { ...contact, subject: 'Hell' },
      { ...contact, message: 'Nine char' },
      { ...contact, message: '  Nine char  ' },
      { ...contact, email: 'zoe@@example.com' },
      { ...contact, email: ' zoe@example.com\t' },
      { email: contact.email, subject: contact.subject, message: contact.message },
    ].map((body) => ({ body })),
    '/api/subscribe': [
      { email: 'edge@example.com' },
      { email: 'EDGE@example.com' },
      { email: 'edge @example.com' },
      { email: 'edge.example.com' },
      { email: '' },
    ].map((body) => ({ body })),
    '/api/waitlist': [
      { email: 'edge@example.com' },
      { email: ' EDGE@example.com ' },
      { email: 'edge@example.com.' },
      {},
    ].map((body) => ({ body })),
    '/api/marketing-optin': [
      { body: { email: buyerEmail, firstName: 'Zoë' }, withCookie: true },
      { body: { email: buyerEmail.toUpperCase() }, withCookie: true },
      { body: { email: 'someone-else@example.com' }, withCookie: true },
      { body: { email: buyerEmail } },
      { body: { email: `${buyerEmail}@` }, withCookie: true },
    ],
    '/api/create-payment-intent': [
      { amount: 9.9, email: 'edge@example.com' },
      { amount: 9.89, email: 'edge@example.com' },
      { amount: 9.91, email: 'edge@example.com' },
      { amount: 990, email: 'edge@example.com' },
      { amount: '9.9', email: 'edge@example.com' },
      { amount: 9.9, email: 'edge@example' + '@example.com' },
      { amount: 9.9 },
      { amount: 9.9, email: buyerEmail },
      { amount: 9.9, email: ` ${buyerEmail.toUpperCase()}` },
      { amount: 9.91, email: buyerEmail },
    ].map((body) => ({ body })),
    '/api/test-payments/confirm': [
      card,
      { ...card, cardNumber: '4000 0000 0000 0002' },
      { ...card, cardNumber: '4000 0000 0000 9995' },
      { ...card, cardNumber: '4111 1111 1111 1111' },
      { ...card, expiry: '01/20' },
      { ...card, cvc: '12' },
      { ...card, cardNumber: '4242 4242 4242' },
    ].map((body) => ({ body })),
    '/api/login': [
      { username: '', password: 'anything' },
      { username: '   ', password: 'anything' },
      { username: 'nobody-here', password: '' },
      { username: 'nobody-here', password: 'wrong password' },
    ].map((body) => ({ body })),
    '/api/sign-in-link': [
      { token, password: 'ten chars!' },
      { token, password: 'nine char' },
      { token, password: ' nine char ' },
      { token: `${token.slice(1)}!`, password: 'a long enough password' },
      { token: '', password: 'a long enough password' },
    ].map((body) => ({ body })),
    '/api/sign-in-link/request': [
      { email: buyerEmail },
      { email: 'nobody-has-bought@example.com' },
      { email: 'link edge@example.com' },
      { email: '' },
      {},
    ].map((body) => ({ body })),
  } satisfies Record<string, { body: Record<string, unknown>; withCookie?: boolean }[]>;
}
