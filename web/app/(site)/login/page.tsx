import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';

import { Icon } from '@/components/ui/icon';
import { EmailSignInLink } from '@/components/auth/email-sign-in-link';
import { LoginForm } from '@/components/auth/login-form';
import { ForgetSignedInHint } from '@/components/site/account-link';
import { getCurrentMember } from '@/lib/auth/current-member';
import { getConfig } from '@/lib/env';
import { safeNextPath } from '@/lib/http/next-path';

export const metadata: Metadata = {
  title: 'Log in',
  description: 'Sign in to the 24-Hour Reset members’ area with the credentials from your purchase.',
  alternates: { canonical: '/login' },
};

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  const destination = safeNextPath(typeof next === 'string' ? next : null, getConfig().siteUrl) ?? '/dashboard';
  if (await getCurrentMember()) redirect(destination);

  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-screen items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-16"
    >
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-brand-900">Welcome Back</h1>
        <p className="mt-2 text-sm text-slate-700">
          Use the username and password shown on the success page after your purchase.
        </p>
        <LoginForm destination={destination} />
        <ForgetSignedInHint />
        <section className="mt-8 border-t border-slate-200 pt-6">
          <h2 className="text-base font-semibold text-brand-900">Lost your password?</h2>
          <p className="mt-1 text-sm text-slate-700">
            We can e-mail a sign-in link to the address you paid with. It works once, within 1 hour, and lets you choose
            a new password.
          </p>
          <EmailSignInLink className="mt-4" />
        </section>
        <p className="mt-6 text-center text-sm">
          <Link
            href="/"
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            <Icon name="arrow-left" className="size-4 shrink-0" />
            Back to home
          </Link>
        </p>
      </div>
    </main>
  );
}
