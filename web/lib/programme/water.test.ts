import { describe, expect, it } from 'vitest';

import { calculateWater } from './water';

describe('calculateWater', () => {
  it('gives 35 ml per kg with no height bonus at exactly 170 cm', () => {
    expect(calculateWater('70', '170', 'metric')).toEqual({ litres: 2.5, glasses: 11 });
  });

  it('adds 5 ml per cm only above 170 cm', () => {
    // 70 × 35 = 2450 ml; 171 cm adds 5 ml → 2455 ml → 2.5 l
    expect(calculateWater('70', '171', 'metric')).toEqual({ litres: 2.5, glasses: 11 });
    // 80 × 35 = 2800 ml + 10 × 5 = 2850 ml → 2.9 l (half rounds up), 2.9 × 4.2 = 12.18 → 12
    expect(calculateWater('80', '180', 'metric')).toEqual({ litres: 2.9, glasses: 12 });
    // Below 170 cm nothing is taken away.
    expect(calculateWater('80', '150', 'metric')).toEqual({ litres: 2.8, glasses: 12 });
  });

  it('rounds litres to one decimal, then glasses from the rounded litres', () => {
    // 61 × 35 = 2135 ml → 2.1 l; 2.1 × 4.2 = 8.82 → 9
    expect(calculateWater('61', '160', 'metric')).toEqual({ litres: 2.1, glasses: 9 });
    // 2250 ml → 2.25 → 2.3 (half up); 2.3 × 4.2 = 9.66 → 10
    expect(calculateWater('60', '200', 'metric')).toEqual({ litres: 2.3, glasses: 10 });
    // 2150 ml → 2.15 → 2.2, although 2.15 × 10 is 21.499… in floating point; 2.2 × 4.2 = 9.24 → 9
    expect(calculateWater('60', '180', 'metric')).toEqual({ litres: 2.2, glasses: 9 });
  });

  it('converts imperial input at 0.453592 kg/lb and 2.54 cm/in', () => {
    // 154 lb = 69.853 kg → 2444.9 ml; 70 in = 177.8 cm → +39 ml = 2483.9 ml → 2.5 l
    expect(calculateWater('154', '70', 'imperial')).toEqual({ litres: 2.5, glasses: 11 });
    // 67 in = 170.18 cm: just above 170, +0.9 ml; 200 lb = 90.7184 kg → 3175.1 ml → 3.2 l
    expect(calculateWater('200', '67', 'imperial')).toEqual({ litres: 3.2, glasses: 13 });
  });

  it('does nothing unless both values are present and numeric', () => {
    expect(calculateWater('', '170', 'metric')).toBeNull();
    expect(calculateWater('70', '', 'metric')).toBeNull();
    expect(calculateWater('70', ' ', 'metric')).toBeNull();
    expect(calculateWater('abc', '170', 'metric')).toBeNull();
  });

  it('gives 0 litres for a zero weight at or below 170 cm', () => {
    expect(calculateWater('0', '160', 'metric')).toEqual({ litres: 0, glasses: 0 });
  });
});
