import type { Metadata } from 'next';

import { Icon } from '@/components/ui/icon';
import { EmailSignInLink } from '@/components/auth/email-sign-in-link';
import { LoginForm } from '@/components/auth/login-form';
import { ForgetSignedInHint } from '@/components/site/account-link';
import { IntentLink } from '@/components/ui/intent-link';
import { getLoginPage } from '@/lib/content';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getLoginPage({ stega: false });
  return { title: page.seoTitle, description: page.seoDescription, alternates: { canonical: '/login' } };
}

/** Static: the proxy sends a signed-in member on (web/proxy.ts), and the form reads `next` in the browser. */
export default async function LoginPage() {
  const page = await getLoginPage();

  // Hangs from the top: a centred card would move as it grows (streaming, errors).
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-screen items-start justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-16"
    >
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-brand-900">{page.heading}</h1>
        <p className="mt-2 text-sm text-slate-700">{page.intro}</p>
        <LoginForm
          copy={{ usernameLabel: page.usernameLabel, passwordLabel: page.passwordLabel, submitLabel: page.submitLabel }}
        />
        <ForgetSignedInHint />
        <section className="mt-8 border-t border-slate-200 pt-6">
          <h2 className="text-base font-semibold text-brand-900">{page.lostPasswordHeading}</h2>
          <p className="mt-1 text-sm text-slate-700">{page.lostPasswordText}</p>
          <EmailSignInLink copy={page.linkRequest} className="mt-4" />
        </section>
        <p className="mt-6 text-center text-sm">
          <IntentLink
            href="/"
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            <Icon name="arrow-left" className="size-4 shrink-0" />
            {page.backLabel}
          </IntentLink>
        </p>
      </div>
    </main>
  );
}
