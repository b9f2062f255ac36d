'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';

import { SIGNED_IN_HINT } from '@/lib/auth/signed-in-hint';

const noSubscription = () => () => {};
const hinted = () =>
  document.cookie
    .split(/;\s*/)
    .some((pair) => pair === `${SIGNED_IN_HINT.name}=1` || pair === `__Host-${SIGNED_IN_HINT.name}=1`);

/**
 * "Login" in the public bar, or "Dashboard" for a browser that is signed in.
 * The public pages are static, so the bar reads a hint cookie set beside the
 * session; it only picks a link: the dashboard still checks the session.
 */
export function AccountLink({
  loginLabel,
  className,
  onClick,
}: {
  loginLabel: string;
  className: string;
  onClick?: () => void;
}) {
  const signedIn = useSyncExternalStore(noSubscription, hinted, () => false);
  return (
    <Link href={signedIn ? '/dashboard' : '/login'} onClick={onClick} className={className}>
      {signedIn ? SIGNED_IN_HINT.dashboardLabel : loginLabel}
    </Link>
  );
}
