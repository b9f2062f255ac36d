import { cacheLife } from 'next/cache';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';

import { Icon } from '@/components/ui/icon';
import { OfflineDayPanel } from '@/components/offline/offline-day-panel';
import { ProgrammeNav } from '@/components/programme/programme-nav';
import { DayChooser } from '@/components/programme/day-chooser';
import { Block } from '@/components/programme/block';
import { StageHero } from '@/components/programme/stage-hero';
import { CalendarForm, tomorrow } from '@/components/tools/calendar-form';
import { DetoxChecklist } from '@/components/tools/detox-checklist';
import { FoodAndSupplements } from '@/components/tools/food-and-supplements';
import { PrintableGuideButton } from '@/components/tools/printable-guide-button';
import { WaterCalculator } from '@/components/tools/water-calculator';
import { buttonClasses } from '@/components/ui/button-styles';
import { RichText } from '@/components/ui/rich-text';
import { GuideHtmlLink } from '@/components/tools/guide-html-link';
import { MemberNotes } from '@/components/tools/notes-owner';
import { ToolCard } from '@/components/tools/tool-card';
import { requireMember } from '@/lib/auth/current-member';
import {
  getMembersArea,
  getMembersPageMetadata,
  getPreparationPage,
  getProgrammeName,
  getProgrammeStages,
  getWaterGuidance,
} from '@/lib/content';
import { currentPreview } from '@/lib/content/preview';
import type { DayClock } from '@/lib/programme/clock';
import { getDayChooser, getMemberDay } from '@/lib/programme/member-day';

export const generateMetadata = () => getMembersPageMetadata('welcome');

/** The preparation page; the order of its sections is a product requirement. */
export default async function WelcomePage() {
  const member = await requireMember();
  const day = await getMemberDay(member);
  const [chooser, area] = await Promise.all([getDayChooser(member), getMembersArea(day)]);
  const own = {
    // Offered here once, before the calendar's reminders are made; afterwards the dashboard has it.
    chooser: chooser.chosen ? null : <DayChooser copy={area.day} owner={member.id} {...chooser} headingLevel="h3" />,
    offline: <OfflineDayPanel copy={area.offline} owner={member.id} headingLevel="h3" />,
    // An argument of the cached page, so its calendar never offers a day already past.
    calendarDate: tomorrow(),
  };
  return (
    <MemberNotes owner={member.id}>
      {(await currentPreview()) ? <WelcomeDay day={day} {...own} /> : <PublishedWelcomeDay day={day} {...own} />}
    </MemberNotes>
  );
}

type WelcomeProps = { day: DayClock; calendarDate: string; chooser: ReactNode; offline: ReactNode };

/** The page as every member who chose this day sees it; the chooser and the offline copy are their own. */
async function PublishedWelcomeDay(props: WelcomeProps) {
  'use cache';
  cacheLife('max');
  return <WelcomeDay {...props} />;
}

async function WelcomeDay({ day, calendarDate, chooser, offline }: WelcomeProps) {
  const [page, programmeName, water, stages, area] = await Promise.all([
    getPreparationPage(day),
    getProgrammeName(),
    getWaterGuidance(),
    getProgrammeStages(),
    getMembersArea(day),
  ]);
  if (!page || !water) notFound();
  const { stage } = page;
  const { preparation: tools, shared } = area;

  return (
    <>
      <ProgrammeNav stages={stages} current="welcome" labels={area.navigation} />
      <main id="main" tabIndex={-1}>
        <StageHero eyebrow={stage.title} heading={stage.hero.heading} intro={stage.hero.intro}>
          {stage.hero.buttonLabel ? (
            <a href="#preparation" className={`${buttonClasses('primary', 'lg')} mt-8 w-full sm:w-auto`}>
              {stage.hero.buttonLabel}
              <Icon name="arrow-down" />
            </a>
          ) : null}
        </StageHero>

        <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
          <Block name="intro" heading={stage.introSection.heading}>
            <RichText value={stage.introSection.body} className="mt-3 text-lg text-slate-800" />
          </Block>

          <Block
            id="preparation"
            name="preparation"
            heading={stage.preparationSection.heading}
            className="mt-14 scroll-mt-20"
          >
            <RichText value={stage.preparationSection.body} className="mt-3 text-slate-800" />

            <div className="mt-8 space-y-6">
              <FoodAndSupplements
                programmeName={programmeName}
                plans={page.dietPlans}
                supplements={page.supplements}
                safetyNote={stage.supplementSafetyNote}
                copy={tools}
                shared={shared}
                day={day}
              />

              <ToolCard name="guide" icon="book" heading={tools.guide.heading} text={tools.guide.text}>
                <div className="mt-4 flex flex-wrap items-center gap-3">
                  <PrintableGuideButton label={tools.guide.printLabel} />
                  <a href="/api/guide" download className={buttonClasses('quiet', 'sm')}>
                    {tools.guide.pdfLabel}
                  </a>
                  <GuideHtmlLink label={shared.guideWebPageLabel} className={buttonClasses('quiet', 'sm')} />
                </div>
              </ToolCard>

              <ToolCard name="detox" icon="phone-off" heading={tools.detox.heading} text={tools.detox.text}>
                <DetoxChecklist items={page.detoxItems} copy={tools.detox} clearLabel={shared.clearLabel} />
              </ToolCard>

              <ToolCard name="water" icon="droplet" heading={water.calculator.heading} text={water.calculator.intro}>
                <WaterCalculator copy={water.calculator} clearLabel={shared.clearLabel} />
                <div className="mt-6 border-t border-slate-200 pt-5">
                  <h4 className="font-semibold text-ink">{water.heading}</h4>
                  <p className="mt-1 text-sm text-slate-700">{water.intro}</p>
                  {water.tips?.length ? (
                    <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-800">
                      {water.tips.map((tip) => (
                        <li key={tip}>{tip}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </ToolCard>
            </div>
          </Block>

          <section aria-labelledby="ready-heading" className="mt-14 rounded-2xl bg-brand-900 p-6 text-white sm:p-10">
            <h2 id="ready-heading" className="text-2xl font-bold sm:text-3xl">
              {stage.readySection.heading}
            </h2>
            <RichText value={stage.readySection.body} className="mt-3 text-brand-50" />
            {chooser ? <div className="mt-6 text-ink">{chooser}</div> : null}
            <div className="mt-6 rounded-xl bg-white p-5 text-ink">
              <h3 className="font-semibold text-brand-900">{tools.calendar.heading}</h3>
              <p className="mt-1 text-sm text-slate-700">{tools.calendar.text}</p>
              <CalendarForm copy={tools.calendar} date={calendarDate} />
            </div>
            <div className="mt-4 text-ink">{offline}</div>
            {/* A plain link: the morning screen opens with a full page load. */}
            <a href={stage.nextStepHref} className={`${buttonClasses('inverse', 'lg')} mt-8 w-full sm:w-auto`}>
              {stage.nextStepLabel}
              <Icon name="arrow-right" />
            </a>
          </section>
        </div>
      </main>
    </>
  );
}
