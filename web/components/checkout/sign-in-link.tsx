'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { ApiError, apiRequest } from '@/lib/api-client';

/** Uses the e-mailed link on a click, never on page load (mail scanners open links on their own). */
export function SignInLink({ token }: { token: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn() {
    setPending(true);
    setError(null);
    try {
      await apiRequest('POST', '/api/sign-in-link', { token });
      router.replace('/dashboard');
      router.refresh();
    } catch (failure) {
      setPending(false);
      setError(failure instanceof ApiError ? failure.serverMessage : 'Something went wrong. Please try again.');
    }
  }

  return (
    <div className="mt-6 space-y-4">
      <button
        type="button"
        onClick={signIn}
        disabled={pending || !token}
        className="w-full rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
      >
        {pending ? 'Signing in...' : 'Sign In to My Reset'}
      </button>
      {error && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}{' '}
          <Link href="/login" className="font-semibold underline">
            Go to the login page
          </Link>
        </p>
      )}
    </div>
  );
}
