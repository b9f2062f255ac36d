import { cacheLife } from 'next/cache';
import type { ReactNode } from 'react';
import Link from 'next/link';

import { Icon } from '@/components/ui/icon';
import { LogoutButton } from '@/components/auth/logout-button';
import { OfflineDayPanel } from '@/components/offline/offline-day-panel';
import { DayChooser } from '@/components/programme/day-chooser';
import { ProgrammeNav } from '@/components/programme/programme-nav';
import { buttonClasses } from '@/components/ui/button-styles';
import { cardClasses } from '@/components/ui/card';
import { MarkedList } from '@/components/ui/marked-list';
import { GuideHtmlLink } from '@/components/tools/guide-html-link';
import { requireMember } from '@/lib/auth/current-member';
import { getDashboard, getMembersArea, getMembersPageMetadata, getProgrammeStages } from '@/lib/content';
import { currentPreview } from '@/lib/content/preview';
import type { DayClock } from '@/lib/programme/clock';
import { getDayChooser, getMemberDay } from '@/lib/programme/member-day';

export const generateMetadata = () => getMembersPageMetadata('dashboard');

export default async function DashboardPage() {
  const member = await requireMember();
  const day = await getMemberDay(member);
  const [chooser, area] = await Promise.all([getDayChooser(member), getMembersArea(day)]);
  const own = {
    name: member.username,
    chooser: <DayChooser copy={area.day} owner={member.id} {...chooser} />,
    offline: <OfflineDayPanel copy={area.offline} owner={member.id} />,
  };
  return (await currentPreview()) ? <DashboardDay day={day} {...own} /> : <PublishedDashboardDay day={day} {...own} />;
}

type DashboardProps = { day: DayClock; name: string; chooser: ReactNode; offline: ReactNode };

/** The dashboard as every member who chose this day sees it; their name, day and offline copy are their own. */
async function PublishedDashboardDay(props: DashboardProps) {
  'use cache';
  cacheLife('max');
  return <DashboardDay {...props} />;
}

async function DashboardDay({ day, name, chooser, offline }: DashboardProps) {
  const [copy, stages, area] = await Promise.all([getDashboard(day), getProgrammeStages(), getMembersArea(day)]);
  const { trackerCard, helpCard } = area.dashboard;

  return (
    <>
      <ProgrammeNav stages={stages} current="dashboard" labels={area.navigation} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-16">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold break-words text-brand-900 sm:text-4xl">
              {copy.greeting}, {name}!
            </h1>
            <p className="mt-2 max-w-2xl text-slate-700">{copy.intro}</p>
          </div>
          <LogoutButton label={copy.logoutLabel} />
        </header>

        <p className="mt-6 flex gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <Icon name="heart" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>{copy.donationNote}</span>
        </p>

        <div className="mt-6">{chooser}</div>
        <div className="mt-6">{offline}</div>

        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {copy.cards.map((card) => (
            <li key={card._key} className={`flex flex-col ${cardClasses()}`}>
              <h2 className="text-xl font-semibold text-brand-900">{card.title}</h2>
              <p className="mt-2 flex-1 text-sm text-slate-700">{card.text}</p>
              <Link href={card.href} className={`mt-4 w-fit ${buttonClasses('primary', 'sm')}`}>
                {card.linkLabel}
                <span className="sr-only">: {card.title}</span>
              </Link>
            </li>
          ))}
        </ul>

        <section
          aria-labelledby="guide-heading"
          className="mt-12 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
        >
          <h2 id="guide-heading" className="text-2xl font-semibold text-brand-900">
            {copy.guide.heading}
          </h2>
          <p className="mt-2 text-slate-700">{copy.guide.text}</p>
          <MarkedList items={copy.guide.highlights} className="mt-4 grid gap-2 text-sm text-slate-800 sm:grid-cols-2" />
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <a href="/api/guide" download className={buttonClasses()}>
              {copy.guide.buttonLabel}
            </a>
            <GuideHtmlLink label={area.shared.guideWebPageLabel} className={buttonClasses('outline')} />
          </div>
        </section>

        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          <li className={cardClasses()}>
            <h2 className="text-lg font-semibold text-brand-900">{trackerCard.heading}</h2>
            <p className="mt-1 text-sm text-slate-700">{trackerCard.text}</p>
            <Link href="/daily-reset-tracker" className={`mt-4 ${buttonClasses('outline', 'sm')}`}>
              {trackerCard.linkLabel}
            </Link>
          </li>
          <li className={cardClasses()}>
            <h2 className="text-lg font-semibold text-brand-900">{helpCard.heading}</h2>
            <p className="mt-1 text-sm text-slate-700">{helpCard.text}</p>
            <Link href="/contact" className={`mt-4 ${buttonClasses('outline', 'sm')}`}>
              {helpCard.linkLabel}
            </Link>
          </li>
        </ul>
      </main>
    </>
  );
}
