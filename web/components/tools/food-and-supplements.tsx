'use client';

import { useState } from 'react';

import {
  card,
  cardHeading,
  checkbox,
  primaryButton,
  quietButton,
  secondaryButton,
} from '@/components/programme/classes';
import { FoodStyleTabs } from '@/components/programme/food-style-tabs';
import { MealRecipe } from '@/components/programme/meal-recipe';
import { toast } from '@/components/ui/toast-store';
import type { PreparationPageQueryResult } from '@/lib/content/sanity.types';
import { buildChecklistText } from '@/lib/programme/checklist';
import { checklistFileName } from '@/lib/programme/file-names';

import { downloadBlob } from './download';
import { NO_TICKS, useStoredState } from './stored-state';

type DietPlan = PreparationPageQueryResult['dietPlans'][number];
type Supplement = PreparationPageQueryResult['supplements'][number];

const MEALS = [
  ['breakfast', 'Breakfast'],
  ['lunch', 'Lunch'],
  ['dinner', 'Dinner'],
] as const;

/**
 * The food-style card and the supplements card of the preparation page. They
 * share the chosen plan and the ticks, because either card's download button
 * writes the chosen plan's meals and every supplement's tick into one file.
 */
export function FoodAndSupplements({
  programmeName,
  plans,
  supplements,
  safetyNote,
}: {
  programmeName: string;
  plans: DietPlan[];
  supplements: Supplement[];
  safetyNote: string | null;
}) {
  const [planKey, setPlanKey] = useState<string>('omni');
  const [ticks, setTicks, clearTicks] = useStoredState('supplements', NO_TICKS);
  const plan = plans.find((candidate) => candidate.key === planKey) ?? plans[0];

  function downloadChecklist() {
    if (!plan) return;
    const text = buildChecklistText(programmeName, plan, supplements, ticks);
    downloadBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), checklistFileName(programmeName, plan.name));
    toast({
      title: 'Checklist Downloaded!',
      description: `Your ${plan.name} plan checklist is ready. Happy resetting!`,
    });
  }

  const ticked = supplements.filter((supplement) => ticks[supplement.key]).length;

  return (
    <>
      <section aria-labelledby="food-style-heading" className={card}>
        <h3 id="food-style-heading" className={cardHeading}>
          <span aria-hidden="true">🥗 </span>Choose Your Food Style
        </h3>
        <p className="mt-1 text-slate-700">
          Five ways to eat on your reset day. Pick yours to see its breakfast, lunch and dinner.
        </p>
        <FoodStyleTabs
          value={planKey}
          onValueChange={setPlanKey}
          oneRowFrom="md"
          className="mt-4"
          tabs={plans.map((candidate) => ({
            key: candidate.key,
            label: candidate.name,
            panel: <PlanMeals plan={candidate} />,
          }))}
        />
        <button type="button" onClick={downloadChecklist} className={`${primaryButton} mt-5 w-full sm:w-auto`}>
          <span aria-hidden="true">⬇</span> Download {plan?.name} Checklist
        </button>
      </section>

      <section aria-labelledby="supplements-heading" className={card}>
        <h3 id="supplements-heading" className={cardHeading}>
          <span aria-hidden="true">💊 </span>Supplements Checklist
        </h3>
        <p className="mt-1 text-slate-700">
          Tick what you already have. Your ticks are kept on this device only and go into your checklist download.
        </p>
        {safetyNote ? (
          <p role="note" className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-slate-800">
            {safetyNote}
          </p>
        ) : null}
        <fieldset className="mt-4">
          <legend className="sr-only">Supplements you have</legend>
          <ul className="grid gap-2 md:grid-cols-2">
            {supplements.map((supplement) => (
              <li key={supplement.key}>
                <label className="flex min-h-11 cursor-pointer gap-3 rounded-xl border border-slate-200 p-3 hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input
                    type="checkbox"
                    name={supplement.key}
                    checked={Boolean(ticks[supplement.key])}
                    onChange={(event) =>
                      setTicks((previous) => ({ ...previous, [supplement.key]: event.target.checked }))
                    }
                    className={checkbox}
                  />
                  <span>
                    <span className="block font-medium text-ink">{supplement.label}</span>
                    <span className="block text-sm text-slate-700">
                      {supplement.dose} · {supplement.timings.join(', ')}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="button" onClick={downloadChecklist} className={secondaryButton}>
            <span aria-hidden="true">⬇</span> Download Checklist
          </button>
          <p className="text-sm text-slate-700" aria-live="polite">
            {ticked} of {supplements.length} ticked
          </p>
          <button type="button" onClick={clearTicks} className={quietButton}>
            Clear
            <span className="sr-only"> supplement ticks</span>
          </button>
        </div>
      </section>
    </>
  );
}

/** One style's description and its three meals, each with ingredients and steps. */
function PlanMeals({ plan }: { plan: DietPlan }) {
  return (
    <>
      <p className="text-slate-700">{plan.description}</p>
      <div className="mt-4 space-y-4">
        {MEALS.map(([mealKey, label]) => {
          const meal = plan[mealKey];
          return (
            <article key={mealKey} className="rounded-xl bg-slate-50 p-4">
              <h4 className="font-semibold text-ink">
                <span className="text-sm font-bold tracking-wide text-brand-700 uppercase">{label}: </span>
                {meal.name}
              </h4>
              <MealRecipe meal={meal} headingLevel="h5" className="mt-3" />
            </article>
          );
        })}
      </div>
    </>
  );
}
