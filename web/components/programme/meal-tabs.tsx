'use client';

import * as Tabs from '@radix-ui/react-tabs';

import type { StageScreenQueryResult } from '@/lib/content/sanity.types';

type DietPlan = NonNullable<StageScreenQueryResult>['dietPlans'][number];

/**
 * The diet tabs of one stage screen (spec section 4): they start at omni on
 * every screen and are not shared between screens; each shows this screen's meal.
 */
export function MealTabs({ plans, fallbackSummary }: { plans: DietPlan[]; fallbackSummary: string | null }) {
  return (
    <Tabs.Root defaultValue="omni" className="mt-6">
      <Tabs.List
        aria-label="Food style"
        className="grid grid-cols-2 gap-2 rounded-2xl bg-slate-100 p-1.5 sm:grid-cols-5"
      >
        {plans.map((plan) => (
          <Tabs.Trigger
            key={plan.key}
            value={plan.key}
            className="min-h-11 rounded-xl px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white data-[state=active]:shadow"
          >
            {plan.tabLabel}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {plans.map((plan) => (
        <Tabs.Content
          key={plan.key}
          value={plan.key}
          className="mt-5 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <MealDetails meal={plan.meal} fallbackSummary={fallbackSummary} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function MealDetails({ meal, fallbackSummary }: { meal: DietPlan['meal'] | null; fallbackSummary: string | null }) {
  if (!meal) return <p className="text-slate-800">{fallbackSummary}</p>;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 className="text-xl font-semibold text-brand-900">{meal.name}</h3>
      <p className="mt-1 text-slate-700">{meal.summary}</p>
      <div className="mt-5 grid gap-6 md:grid-cols-2">
        <div>
          <h4 className="font-semibold text-ink">Ingredients</h4>
          <ul className="mt-2 space-y-1.5 text-slate-800">
            {meal.ingredients.map((ingredient) => (
              <li key={ingredient} className="flex gap-2">
                <span aria-hidden="true" className="text-brand-700">
                  •
                </span>
                {ingredient}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="font-semibold text-ink">Preparation</h4>
          <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-slate-800 marker:font-semibold marker:text-brand-700">
            {meal.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </div>
    </article>
  );
}
