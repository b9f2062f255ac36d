import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { currentPreview } from '@/lib/content/preview';
import { EMAIL_KINDS } from '@/lib/mail/preview';
import { EMAIL_READERS, emailPreviewPath } from '@/lib/mail/samples';
import { previewMessages as words } from '@/lib/messages/preview';

export async function generateMetadata(): Promise<Metadata> {
  if (!(await currentPreview())) notFound();
  return { title: words.listTitle, robots: { index: false, follow: false } };
}

/** Draft mode only: a forged draft-mode cookie gets the prerendered 404, title included. */
export default async function EmailPreviewsPage() {
  if (!(await currentPreview())) notFound();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 pt-28 pb-16 sm:px-6">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{words.listTitle}</h1>
      <p className="mt-4 text-lg text-slate-700">{words.listIntro}</p>

      <section aria-labelledby="emails-heading" className="mt-10">
        <h2 id="emails-heading" className="text-2xl font-semibold text-brand-900">
          {words.emailsHeading}
        </h2>
        <ul className="mt-4 space-y-2">
          {EMAIL_KINDS.map((kind) => (
            <li key={kind}>
              <Link href={emailPreviewPath(kind)} className="font-semibold text-brand-700 underline underline-offset-4">
                {words.emailTitle(kind)}
              </Link>{' '}
              <span className="text-slate-700">({words.readers[EMAIL_READERS[kind]]})</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="printables-heading" className="mt-10">
        <h2 id="printables-heading" className="text-2xl font-semibold text-brand-900">
          {words.printablesHeading}
        </h2>
        <p className="mt-2 text-slate-700">{words.printablesIntro}</p>
        <ul className="mt-4 space-y-2">
          {words.printables.map(({ label, href }) => (
            <li key={href}>
              <a href={href} className="font-semibold text-brand-700 underline underline-offset-4">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
