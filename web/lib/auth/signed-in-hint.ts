/**
 * A cookie beside the session that scripts may read: it only tells the static
 * public pages to offer the dashboard instead of "Login". It grants nothing;
 * the session cookie (HttpOnly) is what the server checks.
 */
export const SIGNED_IN_HINT = { name: 'signed_in', value: '1', dashboardLabel: 'Dashboard' } as const;
