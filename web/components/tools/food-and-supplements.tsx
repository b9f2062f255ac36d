'use client';

import { useState } from 'react';

import { Icon } from '@/components/ui/icon';
import { FoodStyleTabs } from '@/components/programme/food-style-tabs';
import { MealRecipe } from '@/components/programme/meal-recipe';
import { buttonClasses } from '@/components/ui/button-styles';
import { toast } from '@/components/ui/toast-store';
import type { MembersAreaQueryResult, PreparationPageQueryResult } from '@/lib/content/sanity.types';
import { fillWords } from '@/lib/content/words';
import { checklistMessages, clearTargets } from '@/lib/messages/members';
import { buildChecklistText } from '@/lib/programme/checklist';
import { type DayClock, shownTime } from '@/lib/programme/clock';
import { checklistFileName } from '@/lib/programme/file-names';

import { ClearButton } from './clear-button';
import { downloadBlob } from './download';
import { NO_TICKS, useStoredState } from './stored-state';
import { TickList } from './tick-list';
import { ToolCard } from './tool-card';

type DietPlan = PreparationPageQueryResult['dietPlans'][number];
type Supplement = PreparationPageQueryResult['supplements'][number];
type Area = NonNullable<MembersAreaQueryResult>;

const MEALS = ['breakfast', 'lunch', 'dinner'] as const;

/** One component: either card's download writes the chosen plan's meals and every supplement's tick. */
export function FoodAndSupplements({
  programmeName,
  plans,
  supplements,
  safetyNote,
  copy,
  shared,
  day,
}: {
  programmeName: string;
  plans: DietPlan[];
  supplements: Supplement[];
  safetyNote: string | null;
  copy: Pick<Area['preparation'], 'foodStyle' | 'supplements'>;
  shared: Area['shared'];
  /** The member's own day, which the rounds' times are shown on. */
  day: DayClock;
}) {
  const [planKey, setPlanKey] = useState<string>('omni');
  const [ticks, setTicks, clearTicks] = useStoredState('supplements', NO_TICKS);
  const plan = plans.find((candidate) => candidate.key === planKey) ?? plans[0];

  function downloadChecklist() {
    if (!plan) return;
    const text = buildChecklistText(programmeName, plan, supplements, ticks);
    downloadBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), checklistFileName(programmeName, plan.name));
    toast(checklistMessages.downloaded(plan.name));
  }

  const ticked = supplements.filter((supplement) => ticks[supplement.key]).length;

  return (
    <>
      <ToolCard name="food-style" icon="utensils" heading={copy.foodStyle.heading} text={copy.foodStyle.text}>
        <FoodStyleTabs
          label={copy.foodStyle.tabsLabel}
          value={planKey}
          onValueChange={setPlanKey}
          oneRowFrom="md"
          className="mt-4"
          tabs={plans.map((candidate) => ({
            key: candidate.key,
            label: candidate.name,
            panel: <PlanMeals plan={candidate} shared={shared} />,
          }))}
        />
        <button type="button" onClick={downloadChecklist} className={`${buttonClasses()} mt-5 w-full sm:w-auto`}>
          <Icon name="download" /> {fillWords(copy.foodStyle.downloadLabel, { plan: plan?.name ?? '' })}
        </button>
      </ToolCard>

      <ToolCard name="supplements" icon="pill" heading={copy.supplements.heading} text={copy.supplements.text}>
        {safetyNote ? (
          <p role="note" className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-slate-800">
            {safetyNote}
          </p>
        ) : null}
        <TickList
          legend={copy.supplements.listLabel}
          className="grid gap-2 md:grid-cols-2"
          items={supplements.map((supplement) => ({
            key: supplement.key,
            label: supplement.label,
            detail: `${supplement.dose} · ${(supplement.times ?? []).flatMap((time) => (time ? [shownTime(time, day)] : [])).join(', ')}`,
          }))}
          ticks={ticks}
          onTick={(key, ticked) => setTicks((previous) => ({ ...previous, [key]: ticked }))}
        />
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="button" onClick={downloadChecklist} className={buttonClasses('outline')}>
            <Icon name="download" /> {copy.supplements.downloadLabel}
          </button>
          <p className="text-sm text-slate-700" aria-live="polite">
            {fillWords(copy.supplements.count, { ticked, total: supplements.length })}
          </p>
          <ClearButton label={shared.clearLabel} what={clearTargets.supplements} onClear={clearTicks} />
        </div>
      </ToolCard>
    </>
  );
}

function PlanMeals({ plan, shared }: { plan: DietPlan; shared: Area['shared'] }) {
  return (
    <>
      <p className="text-slate-700">{plan.description}</p>
      <div className="mt-4 space-y-4">
        {MEALS.map((mealKey) => {
          const meal = plan[mealKey];
          return (
            <article key={mealKey} className="rounded-xl bg-slate-50 p-4">
              <h4 className="font-semibold text-ink">
                <span className="text-sm font-bold tracking-wide text-brand-700 uppercase">{shared[mealKey]}: </span>
                {meal.name}
              </h4>
              <MealRecipe
                meal={meal}
                headings={{ ingredients: shared.ingredientsHeading, preparation: shared.preparationHeading }}
                headingLevel="h5"
                className="mt-3"
              />
            </article>
          );
        })}
      </div>
    </>
  );
}
