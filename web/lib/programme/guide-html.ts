import type { ChecklistMeal } from './checklist';

export interface GuideData {
  productName: string;
  stages: {
    key: string;
    title: string;
    timelineHeading: string | null;
    items: { time: string; title: string; description: string }[];
  }[];
  supplementRounds: { time: string; supplements: { key: string; label: string; dose: string; notes: string }[] }[];
  dietPlans: {
    key: string;
    name: string;
    description: string;
    breakfast: ChecklistMeal;
    lunch: ChecklistMeal;
    dinner: ChecklistMeal;
  }[];
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function meal(label: string, value: ChecklistMeal): string {
  return `<div class="meal"><h4>${escapeHtml(label)}: ${escapeHtml(value.name)}</h4>
<ul>${value.ingredients.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
<ol>${value.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol></div>`;
}

/**
 * The printable guide of spec section 2 as a standalone HTML page: timeline
 * blocks (time, activity, description) for the three stages, the supplement
 * guide at 9:30, 15:00 and 20:45, and the five meal plans.
 */
export function buildGuideHtml(guide: GuideData): string {
  const name = escapeHtml(guide.productName);
  const timeline = guide.stages
    .map(
      (stage) => `<section><h2>${escapeHtml(stage.timelineHeading ?? stage.title)}</h2>
<table><thead><tr><th scope="col">Time</th><th scope="col">Activity</th><th scope="col">Description</th></tr></thead><tbody>
${stage.items
  .map(
    (item) =>
      `<tr><td class="time">${escapeHtml(item.time)}</td><td class="activity">${escapeHtml(item.title)}</td><td>${escapeHtml(item.description)}</td></tr>`,
  )
  .join('\n')}
</tbody></table></section>`,
    )
    .join('\n');
  const supplements = guide.supplementRounds
    .map(
      (round) =>
        `<div class="round"><h3>${escapeHtml(round.time)}</h3><ul>${round.supplements
          .map(
            (supplement) =>
              `<li><strong>${escapeHtml(supplement.label)}</strong> (${escapeHtml(supplement.dose)}): ${escapeHtml(supplement.notes)}</li>`,
          )
          .join('')}</ul></div>`,
    )
    .join('\n');
  const plans = guide.dietPlans
    .map(
      (plan) => `<section class="plan"><h3>${escapeHtml(plan.name)}</h3><p>${escapeHtml(plan.description)}</p>
${meal('Breakfast', plan.breakfast)}${meal('Lunch', plan.lunch)}${meal('Dinner', plan.dinner)}</section>`,
    )
    .join('\n');

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${name}: your printable guide</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  body { font-family: Helvetica, Arial, sans-serif; color: #12202b; margin: 2rem; line-height: 1.45; }
  h1 { color: #12663c; margin: 0 0 .25rem; } h2 { color: #12663c; margin-top: 2rem; border-bottom: 2px solid #12663c; }
  table { width: 100%; border-collapse: collapse; font-size: .9rem; }
  th, td { text-align: left; vertical-align: top; padding: .4rem; border-bottom: 1px solid #cbd5e1; }
  td.time { font-weight: bold; white-space: nowrap; color: #12663c; } td.activity { font-weight: bold; width: 25%; }
  .round, .meal { break-inside: avoid; } .plan { break-inside: avoid-page; }
  .plan + .plan { margin-top: 1.5rem; } h4 { margin-bottom: .25rem; }
  @media print { body { margin: 0; } h2 { break-before: auto; break-after: avoid; } }
</style></head>
<body>
<h1>${name}</h1>
<p>Your hour-by-hour guide, from 7:00 AM to 10:00 PM.</p>
${timeline}
<h2>Supplement Guide</h2>
${supplements}
<h2>Meal Plans</h2>
${plans}
</body></html>`;
}
