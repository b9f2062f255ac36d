export type UnitSystem = 'metric' | 'imperial';

export const ML_PER_KG = 35;
export const BASE_HEIGHT_CM = 170;
export const ML_PER_CM_ABOVE_BASE = 5;
export const KG_PER_LB = 0.453592;
export const CM_PER_INCH = 2.54;
export const GLASSES_PER_LITRE = 4.2;

export interface WaterResult {
  litres: number;
  glasses: number;
}

/** Rounds half away from zero at one decimal, without binary drift (0.45 → 0.5). */
function roundToTenth(value: number): number {
  return Math.round(Number((value * 10).toPrecision(12))) / 10;
}

/** Null when either value is missing or not a number, so calculating does nothing. */
export function calculateWater(weight: string, height: string, unit: UnitSystem): WaterResult | null {
  if (weight.trim() === '' || height.trim() === '') return null;
  const weightValue = Number(weight);
  const heightValue = Number(height);
  if (!Number.isFinite(weightValue) || !Number.isFinite(heightValue)) return null;

  const kg = unit === 'imperial' ? weightValue * KG_PER_LB : weightValue;
  const cm = unit === 'imperial' ? heightValue * CM_PER_INCH : heightValue;
  const totalMl = kg * ML_PER_KG + (cm > BASE_HEIGHT_CM ? (cm - BASE_HEIGHT_CM) * ML_PER_CM_ABOVE_BASE : 0);
  const litres = roundToTenth(totalMl / 1000);
  return { litres, glasses: Math.round(litres * GLASSES_PER_LITRE) };
}
