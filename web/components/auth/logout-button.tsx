'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { toast } from '@/components/ui/toast-store';
import { apiRequest } from '@/lib/api-client';

export function LogoutButton({ label }: { label: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      await apiRequest('POST', '/api/logout');
      toast({ title: 'Logged out', description: 'Come back soon to continue your wellness journey!' });
      router.replace('/');
      router.refresh();
    } catch (error) {
      setPending(false);
      toast({ title: 'Logout failed', description: (error as Error).message, variant: 'destructive' });
    }
  }

  return (
    <button
      type="button"
      onClick={logout}
      disabled={pending}
      className="rounded-full border border-brand-700 px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
    >
      {label}
    </button>
  );
}
