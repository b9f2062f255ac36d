import type { Metadata } from 'next';

import { SignInLink } from '@/components/checkout/sign-in-link';
import { IntentLink } from '@/components/ui/intent-link';
import { linkOwner } from '@/lib/auth/current-member';
import { getSignInPage } from '@/lib/content';
import { signInLinkToken } from '@/lib/validation/forms';

/** Reads the request (the link's token) outside Suspense, so it is rendered per request with no prerendered shell. */
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const { seoTitle } = await getSignInPage({ stega: false });
  return { title: seoTitle, robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** Opening it changes nothing (mail scanners open links); choosing a password uses the link. */
export default async function SignInPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const parsed = signInLinkToken.safeParse(token);
  const username = parsed.success ? await linkOwner(parsed.data) : undefined;
  const page = await getSignInPage();

  return (
    <main id="main" tabIndex={-1} className="flex min-h-[70vh] items-start justify-center bg-slate-50 px-4 pt-28 pb-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-brand-900">{page.heading}</h1>
        {parsed.success && username ? (
          <>
            <p className="mt-2 text-sm text-slate-700">
              {page.passwordFor} <strong className="break-all text-slate-900">{username}</strong>. {page.passwordNote}
            </p>
            <SignInLink
              copy={{
                newPasswordLabel: page.newPasswordLabel,
                submitLabel: page.submitLabel,
                loginLinkLabel: page.loginLinkLabel,
              }}
              token={parsed.data}
              username={username}
              destination="/dashboard"
            />
          </>
        ) : (
          <>
            <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
              {page.spentText}
            </p>
            <p className="mt-6 text-center text-sm">
              <IntentLink href="/login" className="font-semibold text-brand-700 underline underline-offset-4">
                {page.loginLinkLabel}
              </IntentLink>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
