'use client';

import { useEffect, useSyncExternalStore } from 'react';

import { IntentLink } from '@/components/ui/intent-link';
import { SIGNED_IN_HINT } from '@/lib/auth/signed-in-hint';

const noSubscription = () => () => {};
const HINT = `${SIGNED_IN_HINT.name}=${SIGNED_IN_HINT.value}`;
const hinted = () => document.cookie.split(/;\s*/).some((pair) => pair === HINT || pair === `__Host-${HINT}`);

/** The public pages are static: a hint cookie set beside the session picks the link; the dashboard still checks. */
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

/** Where the server found no session: forgets a hint that outlived it. */
export function ForgetSignedInHint() {
  useEffect(() => {
    if (!hinted()) return;
    const secure = window.location.protocol === 'https:';
    const name = secure ? `__Host-${SIGNED_IN_HINT.name}` : SIGNED_IN_HINT.name;
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  }, []);
  return null;
}
