/** A cookie scripts may read, telling the static pages to offer the dashboard instead of "Login"; it grants nothing. */
export const SIGNED_IN_HINT = { name: 'signed_in', value: '1', dashboardLabel: 'Dashboard' } as const;
