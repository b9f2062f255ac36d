'use client';

import { cardClasses } from '@/components/ui/card';
import type { StageScreenQueryResult } from '@/lib/content/sanity.types';

import { FoodStyleTabs } from './food-style-tabs';
import { MealRecipe } from './meal-recipe';

type DietPlan = NonNullable<StageScreenQueryResult>['dietPlans'][number];
type RecipeHeadings = { ingredients: string; preparation: string };

/** They start at omni on every screen and are not shared between screens. */
export function MealTabs({
  plans,
  fallbackSummary,
  tabsLabel,
  headings,
}: {
  plans: DietPlan[];
  fallbackSummary: string | null;
  tabsLabel: string;
  headings: RecipeHeadings;
}) {
  return (
    <FoodStyleTabs
      label={tabsLabel}
      oneRowFrom="sm"
      className="mt-6"
      tabs={plans.map((plan) => ({
        key: plan.key,
        label: plan.tabLabel,
        panel: <MealDetails meal={plan.meal} fallbackSummary={fallbackSummary} headings={headings} />,
      }))}
    />
  );
}

function MealDetails({
  meal,
  fallbackSummary,
  headings,
}: {
  meal: DietPlan['meal'] | null;
  fallbackSummary: string | null;
  headings: RecipeHeadings;
}) {
  if (!meal) return <p className="text-slate-800">{fallbackSummary}</p>;
  return (
    <article className={cardClasses()}>
      <h3 className="text-xl font-semibold text-brand-900">{meal.name}</h3>
      <p className="mt-1 text-slate-700">{meal.summary}</p>
      <MealRecipe meal={meal} headings={headings} headingLevel="h4" className="mt-5" />
    </article>
  );
}
