'use client';

import { useEffect, useSyncExternalStore } from 'react';

import { IntentLink } from '@/components/ui/intent-link';
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
    <IntentLink href={signedIn ? '/dashboard' : '/login'} onClick={onClick} className={className}>
      {signedIn ? SIGNED_IN_HINT.dashboardLabel : loginLabel}
    </IntentLink>
  );
}

/**
 * Rendered where the server has found no session (the login page): forgets a
 * hint that outlived its session (ended by a logout elsewhere, a password
 * reset or support), so the bar offers "Login" again.
 */
export function ForgetSignedInHint() {
  useEffect(() => {
    if (!hinted()) return;
    const secure = window.location.protocol === 'https:';
    const name = secure ? `__Host-${SIGNED_IN_HINT.name}` : SIGNED_IN_HINT.name;
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  }, []);
  return null;
}
