import { OpenAtTop } from '@/components/site/open-at-top';
import { Icon } from '@/components/ui/icon';
import { buttonClasses } from '@/components/ui/button-styles';
import { RichText } from '@/components/ui/rich-text';
import type { MembersArea, ProgrammeStages, StageScreenContent } from '@/lib/content';
import { type DayClock, timelineHeading } from '@/lib/programme/clock';

import { MealTabs } from './meal-tabs';
import { Block } from './block';
import { ProgrammeNav } from './programme-nav';
import { StageHero } from './stage-hero';
import { Timeline } from './timeline';

export function StageScreen({
  stage,
  stages,
  area,
  day,
  scrollToTop = false,
}: {
  stage: StageScreenContent;
  stages: ProgrammeStages;
  area: MembersArea;
  day: DayClock;
  scrollToTop?: boolean;
}) {
  return (
    <>
      {scrollToTop ? <OpenAtTop /> : null}
      <ProgrammeNav stages={stages} current={stage.key} labels={area.navigation} />
      <main id="main" tabIndex={-1}>
        <StageHero eyebrow={stage.title} heading={stage.hero.heading} intro={stage.hero.intro} />
        <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
          <Block name="timeline" heading={timelineHeading(stage.timelineHeading ?? stage.title, stage.window, day)}>
            <Timeline items={stage.timeline} day={day} />
          </Block>

          <Block id={stage.meal} name="meal" heading={stage.mealHeading} className="mt-14 scroll-mt-20">
            {stage.mealTip ? (
              <p className="mt-3 flex gap-2 rounded-xl bg-amber-50 px-4 py-3 text-slate-800">
                <Icon name="lightbulb" className="mt-0.5 size-5 shrink-0 text-amber-700" />
                <span>{stage.mealTip}</span>
              </p>
            ) : null}
            <MealTabs
              plans={stage.dietPlans}
              fallbackSummary={stage.fallbackMealSummary}
              tabsLabel={area.preparation.foodStyle.tabsLabel}
              headings={{ ingredients: area.shared.ingredientsHeading, preparation: area.shared.preparationHeading }}
            />
          </Block>

          {stage.closingMessage ? (
            <section
              aria-labelledby="closing-heading"
              className="mt-14 rounded-2xl bg-brand-900 p-6 text-center text-white sm:p-10"
            >
              <Icon name="sparkles" className="mx-auto size-10" />
              <h2 id="closing-heading" className="mt-2 text-2xl font-bold sm:text-3xl">
                {stage.closingMessage.heading}
              </h2>
              <RichText value={stage.closingMessage.body} className="mx-auto mt-3 max-w-xl text-brand-50" />
            </section>
          ) : null}

          <div className="mt-12 flex justify-center">
            {/* A plain link: the next stage opens with a full page load, at its top. */}
            <a href={stage.nextStepHref} className={`${buttonClasses('primary', 'lg')} w-full sm:w-auto`}>
              {stage.nextStepLabel}
              <Icon name="arrow-right" className="size-5 shrink-0" />
            </a>
          </div>
        </div>
      </main>
    </>
  );
}
