interface MealRecipeProps {
  meal: { ingredients: string[]; steps: string[] };
  /** The level of the two headings, one below the meal's own. */
  headingLevel: 'h4' | 'h5';
  className?: string;
}

/** A meal's ingredients and numbered preparation steps, side by side from tablet width. */
export function MealRecipe({ meal, headingLevel: Heading, className = '' }: MealRecipeProps) {
  return (
    <div className={`grid gap-6 md:grid-cols-2 ${className}`}>
      <div>
        <Heading className="font-semibold text-ink">Ingredients</Heading>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-800 marker:text-brand-700">
          {meal.ingredients.map((ingredient) => (
            <li key={ingredient}>{ingredient}</li>
          ))}
        </ul>
      </div>
      <div>
        <Heading className="font-semibold text-ink">Preparation</Heading>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-slate-800 marker:font-semibold marker:text-brand-700">
          {meal.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
