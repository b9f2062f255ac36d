interface MealRecipeProps {
  meal: { ingredients: string[]; steps: string[] };
  headings: { ingredients: string; preparation: string };
  /** The level of the two headings, one below the meal's own. */
  headingLevel: 'h4' | 'h5';
  className?: string;
}

export function MealRecipe({ meal, headings, headingLevel, className = '' }: MealRecipeProps) {
  return (
    <div className={`grid gap-6 md:grid-cols-2 ${className}`}>
      <RecipeList heading={headings.ingredients} Heading={headingLevel} items={meal.ingredients} />
      <RecipeList heading={headings.preparation} Heading={headingLevel} items={meal.steps} numbered />
    </div>
  );
}

function RecipeList({
  heading,
  Heading,
  items,
  numbered = false,
}: {
  heading: string;
  Heading: 'h4' | 'h5';
  items: string[];
  numbered?: boolean;
}) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <div>
      <Heading className="font-semibold text-ink">{heading}</Heading>
      <List
        className={`mt-2 space-y-1.5 pl-5 text-slate-800 marker:text-brand-700 ${numbered ? 'list-decimal marker:font-semibold' : 'list-disc'}`}
      >
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </div>
  );
}
