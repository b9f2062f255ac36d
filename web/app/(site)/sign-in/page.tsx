import type { Metadata } from 'next';

import { SignInLink } from '@/components/checkout/sign-in-link';

export const metadata: Metadata = {
  title: 'Sign in',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/** The single-use sign-in link from the confirmation e-mail lands here. */
export default async function SignInPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return (
    <main className="flex min-h-[70vh] items-center justify-center bg-slate-50 px-4 pt-28 pb-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-brand-900">Sign in with your link</h1>
        <p className="mt-2 text-sm text-slate-700">
          This link from your confirmation e-mail works once. Afterwards, log in with your username and password.
        </p>
        <SignInLink token={typeof token === 'string' ? token : ''} />
      </div>
    </main>
  );
}
