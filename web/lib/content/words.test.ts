import { describe, expect, it } from 'vitest';

import { fillWords } from './words';

describe('fillWords', () => {
  it('fills every placeholder it is given a value for, as often as it appears', () => {
    expect(fillWords('{done} of {total} done, {done}!', { done: 3, total: 6 })).toBe('3 of 6 done, 3!');
  });

  it('leaves a placeholder it has no value for as written', () => {
    expect(fillWords('Download {plan} Checklist', {})).toBe('Download {plan} Checklist');
    expect(fillWords('{toString}', {})).toBe('{toString}');
  });

  it('keeps what follows the text, such as a preview’s invisible stega marks', () => {
    expect(fillWords('Day {day}\u200b\u200c', { day: 2 })).toBe('Day 2\u200b\u200c');
  });
});
