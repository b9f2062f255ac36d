import { formatPrice } from '../money';
import { currentPrice, type PricedProduct, type PriceNow } from '../pricing';
import {
  type DayClock,
  hoursText,
  listTimes,
  minutesOf,
  PROGRAMME_DAY,
  shownTime,
  type TimeWindow,
} from '../programme/clock';
import { AT_TIME, FIGURE_NAMES, FIGURE_SOURCES, type FigureName, type FigureSource } from './placeholders';
import { type ContentRead, reads } from './reads';

// Copy writes {price} …, so a changed field changes every sentence that states it.

export type Figures = Record<FigureName, string>;

export interface ProductFigureFields extends PricedProduct {
  guaranteeDays: number | null;
  donationPerPurchase: string | null;
  climateSharePercent: number | null;
}

/** The programme's fields its figures come from: the stages' windows and the supplement rounds' times. */
export interface ScheduleFigureFields {
  windows: TimeWindow[];
  supplementTimes: string[];
}

export interface WaterFigureFields {
  wakeUpMl: number | null;
  cleanWaterLitres: { min: number | null; max: number | null } | null;
  ph: { min: number | null; max: number | null } | null;
  sodiumMaxMgPerLitre: number | null;
}

const PLACEHOLDER = new RegExp(`\\{(${FIGURE_NAMES.join('|')})\\}`, 'g');

const SOURCE_OF = new Map<FigureName, FigureSource>(
  Object.entries(FIGURE_SOURCES).flatMap(([source, names]) => names.map((name) => [name, source as FigureSource])),
);

/** The product's figures, for the price in force. */
export function productFigures(
  fields: ProductFigureFields,
  price: PriceNow = currentPrice(fields, new Date()),
): Pick<Figures, (typeof FIGURE_SOURCES)['product'][number]> {
  const share = fields.climateSharePercent ?? 0;
  const climateCents = Math.round(price.amount * share);
  return {
    price: price.label,
    regularPrice: formatPrice(fields.regularPrice ?? price.amount, fields.currency),
    guaranteeDays: String(fields.guaranteeDays ?? ''),
    donation: fields.donationPerPurchase ?? '',
    climateShare: `${share.toLocaleString('en-IE')}%`,
    climateAmount: `${fields.currency} ${(climateCents / 100).toFixed(2)}`,
  };
}

/** The first stage's start and the last stage's end: the day as the programme writes it. */
export function programmeHours(windows: TimeWindow[]): TimeWindow {
  const starts = windows.map((window) => window.start).sort((a, b) => minutesOf(a) - minutesOf(b));
  const ends = windows.map((window) => window.end).sort((a, b) => minutesOf(a) - minutesOf(b));
  const start = starts[0];
  const end = ends.at(-1);
  if (!start || !end) throw new Error('Copy states the day’s hours ({dayStart}, …) but no stage has a time window.');
  return { start, end };
}

/** The day's hours and the supplement rounds, on `day`: a member's own day, or the programme's. */
export function scheduleFigures(
  { windows, supplementTimes }: ScheduleFigureFields,
  day: DayClock = PROGRAMME_DAY,
): Pick<Figures, (typeof FIGURE_SOURCES)['schedule'][number]> {
  const hours = programmeHours(windows);
  return {
    dayStart: shownTime(hours.start, day),
    dayEnd: shownTime(hours.end, day, true),
    dayHours: hoursText(hours, day),
    supplementTimes: listTimes(
      [...supplementTimes].sort((a, b) => minutesOf(a) - minutesOf(b)),
      day,
    ),
  };
}

/** A pH or similar with at least one decimal, as it is usually written: 7 → "7.0". */
const oneDecimal = (value: number) => (Number.isInteger(value) ? value.toFixed(1) : String(value));

const range = (
  min: number | null | undefined,
  max: number | null | undefined,
  format: (value: number) => string = String,
) => (min === null || min === undefined || min === max ? format(max ?? 0) : `${format(min)}–${format(max ?? min)}`);

export function waterFigures(fields: WaterFigureFields): Pick<Figures, (typeof FIGURE_SOURCES)['water'][number]> {
  return {
    waterOnWaking: `${fields.wakeUpMl ?? ''} ml`,
    cleanWater: `${range(fields.cleanWaterLitres?.min, fields.cleanWaterLitres?.max)} liters`,
    waterPh: range(fields.ph?.min, fields.ph?.max, oneDecimal),
    sodiumLimit: `${fields.sodiumMaxMgPerLitre ?? ''} mg/L`,
  };
}

/** The sources whose figures the strings inside `value` state, times of the day being the schedule's. */
export function figureSourcesIn(value: unknown, found = new Set<FigureSource>()): Set<FigureSource> {
  if (typeof value === 'string') {
    for (const [, name] of value.matchAll(PLACEHOLDER)) {
      const source = SOURCE_OF.get(name as FigureName);
      if (source) found.add(source);
    }
    if (value.search(AT_TIME) >= 0) found.add('schedule');
  } else if (Array.isArray(value)) {
    for (const item of value) figureSourcesIn(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) figureSourcesIn(item, found);
  }
  return found;
}

/** `value` with every string's placeholders filled; times of the day on `day`, or left for later with null. */
export function fillFigures<T>(value: T, figures: Partial<Figures>, day: DayClock | null = PROGRAMME_DAY): T {
  if (typeof value === 'string') {
    const filled = value.replace(PLACEHOLDER, (match, name: FigureName) => figures[name] ?? match);
    if (!day) return filled as T;
    const asWritten = day.shift === 0 && day.clock === null;
    return filled.replace(AT_TIME, (_, time: string, written: string | undefined) =>
      written && asWritten ? written : shownTime(time, day),
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillFigures(item, figures, day)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillFigures(item, figures, day)])) as T;
  }
  return value;
}

interface FigureOptions {
  /** The price in force at this moment (default now). */
  now?: Date;
  /** The day the schedule's figures state: a member's own, or the programme's (default). */
  day?: DayClock;
}

/** `result` with its placeholders filled, reading through `run` only the sources its strings state. */
export async function withFigures<T>(
  result: T,
  run: (read: ContentRead) => Promise<unknown>,
  { now = new Date(), day = PROGRAMME_DAY }: FigureOptions = {},
): Promise<T> {
  const sources = [...figureSourcesIn(result)];
  if (sources.length === 0) return result;
  const parts = await Promise.all(
    sources.map(async (source): Promise<Partial<Figures>> => {
      if (source === 'product') {
        const fields = (await run(reads.productFigures())) as ProductFigureFields | null;
        if (!fields) throw new Error('Copy states a figure ({price}, …) but the product document is missing.');
        return productFigures(fields, currentPrice(fields, now));
      }
      if (source === 'schedule') {
        return scheduleFigures((await run(reads.scheduleFigures())) as ScheduleFigureFields, day);
      }
      const water = (await run(reads.waterFigures())) as WaterFigureFields | null;
      if (!water) throw new Error('Copy states a water figure ({waterOnWaking}, …) but the water guidance is missing.');
      return waterFigures(water);
    }),
  );
  return fillFigures(
    result,
    Object.assign({}, ...parts) as Partial<Figures>,
    sources.includes('schedule') ? day : null,
  );
}
