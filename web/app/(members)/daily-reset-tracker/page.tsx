import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { primaryButton, secondaryButton } from '@/components/programme/classes';
import { ProgrammeNav } from '@/components/programme/programme-nav';
import { PrintButton, TrackerCheck, TrackerClear } from '@/components/tools/tracker-check';
import { requireMember } from '@/lib/auth/current-member';
import { getProgrammeStages, getTrackerCopy } from '@/lib/content';
import { TRACKER_DAYS, TRACKER_NOTE_LINES, trackerDays, trackerTickKey } from '@/lib/programme/tracker';

export const metadata: Metadata = { title: 'Daily Reset Tracker' };

/** The 7-day tracker (spec section 2): seven sheets, print, PDF, HTML and the refund instructions. */
export default async function TrackerPage() {
  await requireMember();
  const [copy, stages] = await Promise.all([getTrackerCopy(), getProgrammeStages()]);
  if (!copy) notFound();

  return (
    <>
      <ProgrammeNav stages={stages} current="tracker" />
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12 print:max-w-none print:p-0">
        <header className="print:hidden">
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{copy.heading}</h1>
          <p className="mt-3 text-lg text-slate-700">{copy.intro}</p>
          <section aria-labelledby="instructions-heading" className="mt-6 rounded-2xl bg-brand-50 p-5">
            <h2 id="instructions-heading" className="font-semibold text-brand-900">
              How to use it, and your money-back guarantee
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
              {copy.instructions.map((instruction) => (
                <li key={instruction}>{instruction}</li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-700">
              The full conditions are in our{' '}
              <Link href="/refund-policy" className="font-semibold text-brand-700 underline underline-offset-4">
                refund policy
              </Link>
              .
            </p>
          </section>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <PrintButton label={copy.printLabel} className={primaryButton} />
            <a href="/api/tracker" download className={secondaryButton}>
              <span aria-hidden="true">⬇</span> {copy.pdfLabel}
            </a>
            <a href="/api/tracker/html" target="_blank" rel="noopener" className={secondaryButton}>
              {copy.htmlLabel}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
          <p className="mt-4 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
            Ticks you make here stay in this browser on this device.
            <TrackerClear />
          </p>
        </header>

        <ol className="mt-8 space-y-8 print:mt-0 print:space-y-0">
          {trackerDays().map((day) => (
            <li
              key={day}
              aria-labelledby={`day-${day}`}
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm break-inside-avoid sm:p-6 print:break-after-page print:rounded-none print:border-0 print:shadow-none"
            >
              <h2 id={`day-${day}`} className="text-xl font-bold text-brand-900">
                Day {day} of {TRACKER_DAYS}
              </h2>
              <div className="mt-3 grid grid-cols-2 gap-6 text-slate-800">
                <p className="border-b border-slate-500 pb-1">Date:</p>
                <p className="border-b border-slate-500 pb-1">Day:</p>
              </div>
              {copy.sections.map((section) => (
                <fieldset key={section._key} className="mt-4">
                  <legend className="font-semibold text-brand-700">{section.heading}</legend>
                  {section.checks.map((check, index) => (
                    <TrackerCheck key={check} tickKey={trackerTickKey(day, section.period, index)} label={check} />
                  ))}
                </fieldset>
              ))}
              <h3 className="mt-4 font-semibold text-brand-700">{copy.notesLabel}</h3>
              <div aria-hidden="true">
                {Array.from({ length: TRACKER_NOTE_LINES }, (_, index) => (
                  <div key={index} data-note-line className="h-8 border-b border-slate-300" />
                ))}
              </div>
            </li>
          ))}
        </ol>
      </main>
    </>
  );
}
