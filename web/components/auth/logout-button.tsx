'use client';

import { useRouter } from 'next/navigation';
import { useFormStatus } from 'react-dom';

import { BusyStatus } from '@/components/ui/busy-status';
import { buttonClasses } from '@/components/ui/button-styles';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, failureWords } from '@/lib/api-client';
import { somethingWentWrong } from '@/lib/messages/storefront';
import { forgetDay } from '@/lib/offline/forget';

/** A form action, not a click handler: React keeps a press made before hydration and runs it after. */
export function LogoutButton({ label }: { label: string }) {
  const router = useRouter();

  async function logout() {
    try {
      // First, so it is gone even if the network fails on the way out.
      await forgetDay().catch(() => {});
      await apiRequest('POST', '/api/logout');
      toast({ title: 'Logged out', description: 'Come back soon to continue your wellness journey!' });
      router.replace('/');
      router.refresh();
    } catch (error) {
      toast({ title: 'Logout failed', description: failureWords(error, somethingWentWrong), variant: 'destructive' });
    }
  }

  return (
    <form action={logout}>
      <LogoutSubmit label={label} />
    </form>
  );
}

function LogoutSubmit({ label }: { label: string }) {
  const { pending } = useFormStatus();
  return (
    <>
      <button
        type="submit"
        aria-disabled={pending}
        // A second press while the first works would log out twice.
        onClick={(event) => pending && event.preventDefault()}
        className={buttonClasses('outline', 'sm')}
      >
        {label}
      </button>
      <BusyStatus busy={pending}>Logging out...</BusyStatus>
    </>
  );
}
