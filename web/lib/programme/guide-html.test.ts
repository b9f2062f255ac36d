import { describe, expect, it } from 'vitest';

import { buildGuideHtml, escapeHtml } from './guide-html';

describe('buildGuideHtml', () => {
  it('escapes content and includes the timeline, the supplement rounds and the plans', () => {
    const meal = { name: 'Oats', ingredients: ['50 g oats'], steps: ['Soak'] };
    const html = buildGuideHtml({
      productName: '24-Hour Reset',
      stages: [
        {
          key: 'morning',
          title: 'Morning',
          timelineHeading: 'Morning Timeline',
          items: [{ time: '7:00', title: 'Wake <Up>', description: 'Rise & shine' }],
        },
      ],
      supplementRounds: [
        { time: '9:30', supplements: [{ key: 'zinc', label: 'Zinc', dose: '15 mg', notes: 'With food' }] },
      ],
      dietPlans: [{ key: 'vegan', name: 'Vegan', description: 'Plants', breakfast: meal, lunch: meal, dinner: meal }],
    });
    expect(html).toContain('<h2>Morning Timeline</h2>');
    expect(html).toContain('Wake &lt;Up&gt;');
    expect(html).toContain('Rise &amp; shine');
    expect(html).toContain('<h3>9:30</h3>');
    expect(html).toContain('<h3>Vegan</h3>');
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });
});
