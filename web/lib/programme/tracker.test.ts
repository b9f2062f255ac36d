import { describe, expect, it } from 'vitest';

import { buildTrackerHtml } from './tracker';

const copy = {
  heading: 'Daily Reset Tracker',
  intro: 'Seven days.',
  instructions: ['Complete 7 consecutive days.'],
  sections: [
    { _key: 'a', period: 'morning', heading: 'Morning', checks: ['Woke at target time', 'Morning supplements'] },
    { _key: 'b', period: 'midday', heading: 'Midday', checks: ['Movement session'] },
    { _key: 'c', period: 'evening', heading: 'Evening', checks: ['Digital detox after 8pm'] },
  ],
  notesLabel: 'Notes',
};

describe('buildTrackerHtml', () => {
  it('has seven sheets, each with Date and Day blanks, every check and five note lines', () => {
    const html = buildTrackerHtml(copy, '24-Hour Reset');
    expect(html.match(/<section class="sheet">/g)).toHaveLength(7);
    expect(html.match(/<span>Date:<\/span><span>Day:<\/span>/g)).toHaveLength(7);
    expect(html.match(/Woke at target time/g)).toHaveLength(7);
    expect(html.match(/<div class="lines">(<div><\/div>){5}<\/div>/g)).toHaveLength(7);
    expect(html).toContain('Complete 7 consecutive days.');
  });
});
