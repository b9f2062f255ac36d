import type { CodeRefusal } from '../orders/discount';

// Microcopy the code says itself (a route's answer is the API's contract, docs/api.md). A page
// carries every message of a module it imports, hence members.ts and busy.ts apart.

export const validationMessages = {
  invalidEmail: 'Please enter a valid email address',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  /** A username or password too long to be one: said like a wrong one. */
  invalidCredentials: 'Invalid username or password.',
  tooShort: (label: string, min: number) => `${label} must be at least ${min} characters`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  choosePassword: 'Choose a password.',
  passwordTooShort: (min: number) => `Choose a password of at least ${min} characters.`,
  passwordTooLong: (max: number) => `Choose a password of at most ${max} characters.`,
  passwordSpaces: 'A password cannot be mostly spaces.',
  /** The new password field's hint. */
  passwordHint: (min: number) => `At least ${min} characters. A few unrelated words make a strong one.`,
  invalidSignInLink: 'This sign-in link is not valid.',
} as const;

/** Any failure the server did not explain (a network error, an answer without a message). */
export const somethingWentWrong = 'Something went wrong. Please try again.';

export const loginMessages = {
  invalid: 'Invalid username or password. Please try again.',
  throttled: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  busy: 'Signing in is busy right now. Please try again in a moment.',
  /** The right password, but a refund, a dispute or support ended the account's access. */
  accessEnded: (supportEmail: string) =>
    `Your access has ended: the payment was refunded or disputed, or support closed the account. If you think this is a mistake, write to ${supportEmail}.`,
  welcome: { title: 'Welcome back!', description: 'You’re ready to continue your reset journey.' },
  failedTitle: 'Login failed',
} as const;

export const signInLinkMessages = {
  requested:
    'If this address has access to the programme, a sign-in link is on its way to it. The link works once, within 1 hour. Check your spam folder if it has not arrived in a few minutes.',
  spent:
    'This sign-in link has already been used or has expired. Please log in, or use the newest link we e-mailed you.',
} as const;

export const contactMessages = {
  sentTitle: 'Message sent successfully!',
  sentDescription: "We'll get back to you within 24 hours.",
  failedTitle: 'Failed to send message',
} as const;

export const subscribeMessages = {
  subscribed: 'Thank you for subscribing to our newsletter!',
  alreadySubscribed: 'This email is already subscribed to our newsletter.',
  failed: 'There was an error subscribing to the newsletter. Please try again.',
} as const;

/** One answer whether or not the address was listed already, so the box tells nobody who else is. */
export const waitlistMessages = {
  joined: "You're on the list! We'll e-mail you once when the apps launch.",
  failed: "We couldn't add you to the waitlist. Please try again.",
} as const;

export const checkoutMessages = {
  invalidEmail: { title: 'Valid email required', description: 'Please enter a valid email address to continue.' },
  initFailed: { title: 'Error', description: 'Failed to initialize payment. Please try again.' },
  /** Nothing was charged; the API's 409 says `description`, the checkout shows both. */
  priceChanged: (price: string) => ({
    title: 'The price has changed',
    description: `The price is now ${price}. Check the new amount, then continue to pay it.`,
  }),
  hasAccess:
    'This e-mail address already has access to the programme, so there is nothing to pay. Log in, or we can e-mail you a sign-in link.',
  /** The payment form's button, in test mode and with Stripe. */
  pay: (price: string) => `Pay ${price}`,
  paymentFailed: 'Payment Failed',
  /** Stripe refused without saying why. */
  paymentIncomplete: 'Your payment could not be completed.',
} as const;

/** Discount codes: the checkout's field, its answers, and the line on the success page and the receipt. */
export const discountMessages = {
  toggle: 'Have a code?',
  label: 'Discount code',
  apply: 'Apply',
  remove: 'Remove code',
  applied: (code: string) => `Discount code ${code}`,
  saves: (code: string, saving: string, price: string) => `${code} takes ${saving} off: you pay ${price}.`,
  refusals: {
    unknown: 'We do not know this code: please check how it is written.',
    inactive: 'This code is not in use at the moment.',
    expired: 'This code has expired.',
    'used-up': 'This code has been used as many times as it can be.',
  } satisfies Record<CodeRefusal, string>,
} as const;

/** Test mode's payment form, worded as Stripe's Payment Element words its own. */
export const testPaymentMessages = {
  banner: 'Test mode — no real payment is taken',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  testCards: 'Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined; any future expiry and any CVC.',
} as const;

export const successMessages = {
  accountProcessing: {
    title: 'Account Processing',
    description: 'Your account is being created. Please check your email for login details.',
  },
} as const;

/** A credential's copy button ('Copied!' for 2 s) and its show/hide button. */
export const copyMessages = {
  copy: 'Copy',
  copied: 'Copied!',
  copiedDescription: (label: string) => `${label} copied to your clipboard.`,
  failed: { title: 'Failed to copy', description: 'Please manually copy the credentials' },
  show: 'Show',
  hide: 'Hide',
} as const;

export const marketingOptInMessages = {
  success: { title: 'Success!', description: "You'll receive helpful wellness tips and exclusive updates." },
  failure: { title: 'Oops!', description: 'Something went wrong. You can always subscribe later from our homepage.' },
  notTheBuyer:
    'Consent can only be given on the page shown after your purchase, with the e-mail address you paid with.',
} as const;
