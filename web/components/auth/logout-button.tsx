'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { BusyStatus } from '@/components/ui/busy-status';
import { buttonClasses } from '@/components/ui/button-styles';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, failureWords } from '@/lib/api-client';
import { somethingWentWrong } from '@/lib/messages/storefront';
import { forgetDay } from '@/lib/offline/forget';

export function LogoutButton({ label }: { label: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function logout() {
    if (pending) return;
    setPending(true);
    try {
      // The stored programme goes first, so it is gone even if the network fails on the way out.
      await forgetDay().catch(() => {});
      await apiRequest('POST', '/api/logout');
      toast({ title: 'Logged out', description: 'Come back soon to continue your wellness journey!' });
      router.replace('/');
      router.refresh();
    } catch (error) {
      setPending(false);
      toast({ title: 'Logout failed', description: failureWords(error, somethingWentWrong), variant: 'destructive' });
    }
  }

  return (
    <>
      <button type="button" onClick={logout} aria-disabled={pending} className={buttonClasses('outline', 'sm')}>
        {label}
      </button>
      <BusyStatus busy={pending}>Logging out...</BusyStatus>
    </>
  );
}
