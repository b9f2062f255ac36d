/** What a button says while its request runs (announced to screen readers too). */
export const busyMessages = {
  sending: 'Sending...',
  loggingIn: 'Logging in...',
  signingIn: 'Signing in...',
  preparingPayment: 'Preparing payment...',
  processing: 'Processing...',
  processingPayment: 'Processing your payment...',
} as const;
