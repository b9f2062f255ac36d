import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { currentPreview } from '@/lib/content/preview';
import { draftEmailPreview, EMAIL_KINDS } from '@/lib/mail/preview';
import { EMAIL_PREVIEWS_PATH, emailPreviewSlug } from '@/lib/mail/samples';
import { previewMessages as words } from '@/lib/messages/preview';

type Params = { params: Promise<{ kind: string }> };

/** Prerendered outside draft mode, each is the 404. */
export function generateStaticParams() {
  return EMAIL_KINDS.map((kind) => ({ kind: emailPreviewSlug(kind) }));
}

/** A visitor learns nothing, not even which kinds there are. */
async function kindOf({ params }: Params) {
  if (!(await currentPreview())) notFound();
  const slug = (await params).kind;
  const kind = EMAIL_KINDS.find((candidate) => emailPreviewSlug(candidate) === slug);
  if (!kind) notFound();
  return kind;
}

export async function generateMetadata(props: Params): Promise<Metadata> {
  return { title: words.emailTitle(await kindOf(props)), robots: { index: false, follow: false } };
}

/** The HTML part in a sandboxed frame: no script, no same-origin access. */
export default async function EmailPreviewPage(props: Params) {
  const kind = await kindOf(props);
  const email = await draftEmailPreview(kind);
  if (!email) notFound();
  const title = words.emailTitle(kind);
  const header: [string, string][] = [
    [words.fields.subject, email.subject],
    [words.fields.from, email.from],
    [words.fields.to, email.to],
    [words.fields.replyTo, email.replyTo],
    [words.fields.attachments, email.attachments.join(', ') || words.noAttachments],
  ];

  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-4xl px-4 pt-28 pb-16 sm:px-6">
      <p>
        <Link href={EMAIL_PREVIEWS_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
          {words.back}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>

      <section aria-labelledby="header-heading" className="mt-8">
        <h2 id="header-heading" className="text-xl font-semibold text-brand-900">
          {words.headerHeading}
        </h2>
        <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-slate-800">
          {header.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="html-heading" className="mt-10">
        <h2 id="html-heading" className="text-xl font-semibold text-brand-900">
          {words.htmlHeading}
        </h2>
        <iframe
          title={words.htmlFrameTitle(title)}
          srcDoc={email.html}
          sandbox=""
          className="mt-3 h-[48rem] w-full rounded-xl border border-slate-300 bg-white"
        />
      </section>

      <section aria-labelledby="text-heading" className="mt-10">
        <h2 id="text-heading" className="text-xl font-semibold text-brand-900">
          {words.textHeading}
        </h2>
        <pre className="mt-3 rounded-xl border border-slate-300 bg-slate-50 p-4 font-mono text-sm break-words whitespace-pre-wrap text-slate-900">
          {email.text}
        </pre>
      </section>
    </main>
  );
}
