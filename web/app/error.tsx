'use client';

import { useRouter } from 'next/navigation';
import { startTransition } from 'react';

import { useErrorCopy } from '@/components/site/error-copy';
import { buttonClasses } from '@/components/ui/button-styles';

/** The error's details stay in the server log; the words come from the root layout (ErrorCopyProvider). */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  const copy = useErrorCopy();
  // The failure was on the server: fetch the page again.
  const tryAgain = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return (
    <main id="main" tabIndex={-1} className="flex min-h-[60vh] items-center justify-center px-4 py-20 sm:px-6">
      <div role="alert" className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
        <p className="mt-4 text-slate-700">{copy.text}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" onClick={tryAgain} className={buttonClasses('primary', 'md')}>
            {copy.tryAgainLabel}
          </button>
          {/* A full load starts afresh, and keeps next/link out of this chunk, which every page loads. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
          <a href="/" className={buttonClasses('outline', 'md')}>
            {copy.backLabel}
          </a>
        </div>
      </div>
    </main>
  );
}
