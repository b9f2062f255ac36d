export const CHECKED_BOX = '☑';
export const EMPTY_BOX = '□';

const MEAL_ORDER = [
  ['breakfast', 'Breakfast'],
  ['lunch', 'Lunch'],
  ['dinner', 'Dinner'],
] as const;

interface Meal {
  name: string;
  ingredients: string[];
  steps: string[];
}

export function buildChecklistText(
  programmeName: string,
  plan: { name: string } & Record<(typeof MEAL_ORDER)[number][0], Meal>,
  supplements: { key: string; label: string }[],
  checked: Record<string, boolean>,
): string {
  const lines: string[] = [`${programmeName}: ${plan.name} Plan Checklist`, ''];
  for (const [key, label] of MEAL_ORDER) {
    const meal = plan[key];
    lines.push(`${label.toUpperCase()}: ${meal.name}`, '', 'Ingredients:');
    for (const ingredient of meal.ingredients) lines.push(`${EMPTY_BOX} ${ingredient}`);
    lines.push('', 'Steps:');
    meal.steps.forEach((step, index) => lines.push(`${index + 1}. ${step}`));
    lines.push('');
  }
  lines.push('SUPPLEMENTS', '');
  for (const supplement of supplements) {
    lines.push(`${checked[supplement.key] ? CHECKED_BOX : EMPTY_BOX} ${supplement.label}`);
  }
  return `${lines.join('\n')}\n`;
}
