import { describe, expect, it } from 'vitest';

import { buildChecklistText } from './checklist';
import { certificateFileName, checklistFileName } from './file-names';

const meal = (name: string) => ({ name, ingredients: [`${name} A`, `${name} B`], steps: ['First', 'Second'] });
const plan = { name: 'Gluten-Free', breakfast: meal('Eggs'), lunch: meal('Salad'), dinner: meal('Fish') };
const supplements = [
  { key: 'magnesium', label: 'Magnesium Glycinate' },
  { key: 'zinc', label: 'Zinc' },
];

describe('checklist file name', () => {
  it('joins the programme, the lowercased plan name with dashes and "plan.txt"', () => {
    expect(checklistFileName('24-Hour Reset', 'Omnivore')).toBe('24-hour-reset-omnivore-plan.txt');
    expect(checklistFileName('24-Hour Reset', 'Gluten-Free')).toBe('24-hour-reset-gluten-free-plan.txt');
    expect(checklistFileName('24-Hour Reset', 'Plant Based  Plan')).toBe('24-hour-reset-plant-based-plan-plan.txt');
  });

  it('names the certificate after the programme, "certificate" and the format', () => {
    expect(certificateFileName('24-Hour Reset', 'square')).toBe('24-hour-reset-certificate-square.png');
    expect(certificateFileName('24-Hour Reset', 'story')).toBe('24-hour-reset-certificate-story.png');
  });
});

describe('buildChecklistText', () => {
  it('lists the three meals with ingredient boxes and numbered steps, then every supplement', () => {
    const text = buildChecklistText('24-Hour Reset', plan, supplements, { zinc: true });
    expect(text.split('\n')).toEqual([
      '24-Hour Reset: Gluten-Free Plan Checklist',
      '',
      'BREAKFAST: Eggs',
      '',
      'Ingredients:',
      '□ Eggs A',
      '□ Eggs B',
      '',
      'Steps:',
      '1. First',
      '2. Second',
      '',
      'LUNCH: Salad',
      '',
      'Ingredients:',
      '□ Salad A',
      '□ Salad B',
      '',
      'Steps:',
      '1. First',
      '2. Second',
      '',
      'DINNER: Fish',
      '',
      'Ingredients:',
      '□ Fish A',
      '□ Fish B',
      '',
      'Steps:',
      '1. First',
      '2. Second',
      '',
      'SUPPLEMENTS',
      '',
      '□ Magnesium Glycinate',
      '☑ Zinc',
      '',
    ]);
  });

  it('marks no supplement when none is ticked', () => {
    const text = buildChecklistText('24-Hour Reset', plan, supplements, {});
    expect(text).not.toContain('☑');
  });
});
