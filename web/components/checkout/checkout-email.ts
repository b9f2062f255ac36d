const KEY = 'reset:checkout-email';

/** Kept in this tab only, for the success page's opt-in to offer. */
export function rememberCheckoutEmail(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage disabled: the opt-in starts empty.
  }
}

export function checkoutEmail(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}
