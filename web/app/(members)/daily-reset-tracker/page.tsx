import { cacheLife } from 'next/cache';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { Icon } from '@/components/ui/icon';
import { ProgrammeNav } from '@/components/programme/programme-nav';
import { MemberNotes } from '@/components/tools/notes-owner';
import { PrintButton, TrackerCheck, TrackerClear } from '@/components/tools/tracker-check';
import { buttonClasses } from '@/components/ui/button-styles';
import { cardClasses } from '@/components/ui/card';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { requireMember } from '@/lib/auth/current-member';
import { getMembersArea, getMembersPageMetadata, getProgrammeStages, getTrackerCopy } from '@/lib/content';
import { DocumentStyles, htmlKit } from '@/lib/documents/html-kit';
import type { DocumentKit } from '@/lib/documents/kit';
import { TrackerSheet } from '@/lib/documents/tracker';
import { currentPreview } from '@/lib/content/preview';
import type { DayClock } from '@/lib/programme/clock';
import { getMemberDay } from '@/lib/programme/member-day';
import { trackerDays } from '@/lib/programme/tracker';

export const generateMetadata = () => getMembersPageMetadata('tracker');

export default async function TrackerPage() {
  const member = await requireMember();
  const day = await getMemberDay(member);
  return (
    <MemberNotes owner={member.id}>
      {(await currentPreview()) ? <TrackerDay day={day} /> : <PublishedTrackerDay day={day} />}
    </MemberNotes>
  );
}

/** The page as every member who chose this day sees it. */
async function PublishedTrackerDay(props: { day: DayClock }) {
  'use cache';
  cacheLife('max');
  return <TrackerDay {...props} />;
}

/** The sheets on the page: each check a box the member ticks here. */
const trackerPageKit: DocumentKit = {
  ...htmlKit,
  Checklist: ({ heading, items, dayLabel }) => (
    <fieldset className="mt-4">
      <legend className="font-semibold text-brand-700">{heading}</legend>
      {items.map((item) => (
        <TrackerCheck key={item.key} tickKey={item.key} label={item.label} dayLabel={dayLabel ?? ''} />
      ))}
    </fieldset>
  ),
};

async function TrackerDay({ day }: { day: DayClock }) {
  const [copy, stages, area] = await Promise.all([getTrackerCopy(day), getProgrammeStages(), getMembersArea(day)]);
  if (!copy) notFound();
  const words = area.tracker;

  return (
    <>
      <ProgrammeNav stages={stages} current="tracker" labels={area.navigation} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12 print:max-w-none print:p-0">
        <header className="print:hidden">
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{copy.heading}</h1>
          <p className="mt-3 text-lg text-slate-700">{copy.intro}</p>
          <section aria-labelledby="instructions-heading" className="mt-6 rounded-2xl bg-brand-50 p-5">
            <h2 id="instructions-heading" className="font-semibold text-brand-900">
              {words.instructionsHeading}
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
              {copy.instructions.map((instruction) => (
                <li key={instruction}>{instruction}</li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-700">
              {words.refundNote}{' '}
              <Link href="/refund-policy" className="font-semibold text-brand-700 underline underline-offset-4">
                {words.refundLinkLabel}
              </Link>
              .
            </p>
          </section>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <PrintButton label={copy.printLabel} className={buttonClasses()} />
            <a href="/api/tracker" download className={buttonClasses('outline')}>
              <Icon name="download" /> {copy.pdfLabel}
            </a>
            <NewTabLink href="/api/tracker/html" className={buttonClasses('outline')}>
              {copy.htmlLabel}
            </NewTabLink>
          </div>
          <p className="mt-4 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
            {words.storageNote}
            <TrackerClear label={words.clearLabel} />
          </p>
        </header>

        <DocumentStyles />
        <ol className="mt-8 space-y-8 print:mt-0 print:space-y-0">
          {trackerDays().map((day) => (
            <li
              key={day}
              className={`${cardClasses()} break-inside-avoid print:break-after-page print:rounded-none print:border-0 print:shadow-none`}
            >
              <TrackerSheet kit={trackerPageKit} copy={copy} day={day} />
            </li>
          ))}
        </ol>
      </main>
    </>
  );
}
