const KEY = 'reset:checkout-email';

/**
 * The address typed at checkout, kept in this tab only, so that the success
 * page's opt-in can offer it instead of asking for it again.
 */
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
