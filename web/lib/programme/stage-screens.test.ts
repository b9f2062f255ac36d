import { describe, expect, it } from 'vitest';

import { stageScreenAt } from './stage-screens';

describe('stageScreenAt', () => {
  it('gives the evening the afternoon screen, under the evening’s own address', () => {
    expect(stageScreenAt('evening')).toEqual(stageScreenAt('afternoon'));
    expect(stageScreenAt('evening')?.stage).toBe('afternoon');
  });

  it('knows no other address, not even the names every object has', () => {
    for (const address of ['welcome', 'reflection', 'constructor', 'toString', '__proto__', '']) {
      expect(stageScreenAt(address), address).toBeUndefined();
    }
  });
});
