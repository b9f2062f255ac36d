import type { CustomValidator, Path, ValidationError } from 'sanity';

import { AT_TIME, FIGURE_NAMES } from '../../web/lib/content/placeholders';
import { minutesOf } from '../../web/lib/programme/clock';
import { apiVersion } from '../env';

// Finds a figure typed into copy instead of its placeholder, from the fields' current values:
// while the price is 9.90 a document that types "€9.90" cannot be published.

/** A time of the day written as one, `{at:21:30}`; any other `{at…}` would show as typed. */
const TIME_FIGURE = new RegExp(`^${AT_TIME.source}$`);
const TIME_FIGURE_WRITTEN = /\{\s*at\b[^{}]*\}/g;

/** Placeholders a type's page or e-mail also fills in, with what is not a figure (a name, a count). */
const WORD_PLACEHOLDERS: Readonly<Record<string, readonly string[]>> = {
  membersArea: ['plan', 'ticked', 'done', 'total', 'start', 'end', 'example'],
  documentsCopy: ['programmeName', 'heading', 'day', 'days'],
  emailCopy: ['productName', 'username', 'supportEmail', 'loginUrl', 'guideUrl', 'trackerUrl', 'vatRate'],
  successPage: ['supportEmail'],
};

/** The fields that hold the figures, as this rule reads them. */
export interface FigureValues {
  product: {
    price?: number | null;
    regularPrice?: number | null;
    lowestPrice30Days?: number | null;
    guaranteeDays?: number | null;
    donationPerPurchase?: string | null;
    climateSharePercent?: number | null;
  } | null;
  windows: { title?: string | null; start?: string | null; end?: string | null }[];
  supplementTimes: (string | null)[];
  water: {
    wakeUpMl?: number | null;
    cleanWaterLitres?: { min?: number | null; max?: number | null } | null;
    ph?: { min?: number | null; max?: number | null } | null;
    sodiumMaxMgPerLitre?: number | null;
  } | null;
}

export const FIGURE_VALUES_QUERY = /* groq */ `{
  "product": *[_id == "product"][0]{
    price, regularPrice, lowestPrice30Days, "guaranteeDays": guarantee.days, donationPerPurchase, climateSharePercent
  },
  "windows": *[_type == "programmeStage" && defined(window) && !(_id in path("drafts.**"))]{
    title, "start": window.start, "end": window.end
  },
  "supplementTimes": *[_type == "supplement" && !(_id in path("drafts.**"))].rounds[]->time,
  "water": *[_id == "waterGuidance"][0]{ wakeUpMl, cleanWaterLitres, ph, sodiumMaxMgPerLitre }
}`;

export interface TypedFigure {
  /** For the message: "the price (9.90)", "write {price}". */
  figure: string;
  instead: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Not part of a longer number: no digit, decimal point or comma right before or after. */
const NUMBER_START = '(?<![\\d.,])';
const NUMBER_END = '(?![\\d]|[.,]\\d)';

/** An amount as it is typed: 9.90, 9,90 and 9.9; a whole amount also as €10 or 10 euros. */
function moneyPattern(amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.') as [string, string];
  const forms = [`${whole}[.,]${cents}`];
  if (cents.endsWith('0')) forms.push(`${whole}[.,]${cents[0]}`);
  if (cents === '00') forms.push(`(?:€|EUR|\\$)\\s?${whole}`, `${whole}\\s?(?:€|EUR|euros?)`);
  return `${NUMBER_START}(?:${forms.join('|')})${NUMBER_END}`;
}

/** A time of day as it is typed: 07:00 or 7:00 on the 24-hour clock, or 7:00 AM. */
function timePatterns(time: string): string[] {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const mm = String(mins).padStart(2, '0');
  const twelve = `${hours % 12 || 12}:${mm}\\s?(?:${hours < 12 ? 'AM|a\\.m\\.' : 'PM|p\\.m\\.'})`;
  const patterns = [`(?<![\\d:])0?${hours}:${mm}(?!\\d)`];
  // A morning time's 24-hour form already matches "7:00 AM"; an evening one is also typed "10:00 PM".
  if (hours === 0 || hours > 12) patterns.push(`(?<![\\d:])${twelve}`);
  return patterns;
}

const decimal = (value: number) => (Number.isInteger(value) ? value.toFixed(1) : String(value));
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isTime = (value: unknown): value is string => typeof value === 'string' && /^\d{1,2}:\d{2}$/.test(value);

/** Every figure the fields hold, with the ways it could be typed. */
export function typedFigures({ product, windows, supplementTimes, water }: FigureValues): TypedFigure[] {
  const figures: TypedFigure[] = [];
  const add = (figure: string, instead: string, ...patterns: string[]) =>
    figures.push({ figure, instead, pattern: new RegExp(patterns.join('|'), 'i') });

  const price = product?.price;
  if (isNumber(price)) add(`the price (${price.toFixed(2)})`, 'write {price}', moneyPattern(price));
  const regular = product?.regularPrice;
  if (isNumber(regular))
    add(`the regular price (${regular.toFixed(2)})`, 'write {regularPrice}', moneyPattern(regular));
  const lowest = product?.lowestPrice30Days;
  if (isNumber(lowest) && lowest !== regular) {
    const instead = 'leave it out (the price box states it beside the saving)';
    add(`the lowest price of the 30 days before the offer (${lowest.toFixed(2)})`, instead, moneyPattern(lowest));
  }
  const days = product?.guaranteeDays;
  if (isNumber(days)) {
    add(`the refund window (${days} days)`, 'write {guaranteeDays}', `(?<!\\d)${days}[\\s-]?days?\\b`);
  }
  const donation = product?.donationPerPurchase;
  if (donation) add(`the donation (${donation})`, 'write {donation}', `${escape(donation)}${NUMBER_END}`);
  const share = product?.climateSharePercent;
  if (isNumber(share)) {
    add(`the climate share (${share}%)`, 'write {climateShare}', `${NUMBER_START}${escape(String(share))}\\s?%`);
    if (isNumber(product?.price)) {
      const amount = Math.round(product.price * share) / 100;
      add(`the climate amount (${amount.toFixed(2)})`, 'write {climateAmount}', moneyPattern(amount));
    }
  }

  // The day's first start and last end have placeholders; a time between stages is the headings' to state.
  const bounds = windows.flatMap(({ start, end }) => [start, end]).filter(isTime);
  bounds.sort((a, b) => minutesOf(a) - minutesOf(b));
  const inner = 'leave the time out (the stage’s timeline heading states its window)';
  for (const { title, start, end } of windows) {
    const stage = title ?? 'a stage';
    if (isTime(start)) {
      const instead = start === bounds[0] ? 'write {dayStart} or {dayHours}' : inner;
      add(`${stage}’s start (${start})`, instead, ...timePatterns(start));
    }
    if (isTime(end)) {
      const instead = end === bounds.at(-1) ? 'write {dayEnd} or {dayHours}' : inner;
      add(`${stage}’s end (${end})`, instead, ...timePatterns(end));
    }
  }
  for (const time of new Set(supplementTimes)) {
    if (isTime(time)) add(`a supplement round (${time})`, 'write {supplementTimes}', ...timePatterns(time));
  }

  const ml = water?.wakeUpMl;
  const mlTyped = `${NUMBER_START}${ml}\\s?(?:ml|millilit(?:er|re)s?)\\b`;
  if (isNumber(ml)) add(`the water on waking (${ml} ml)`, 'write {waterOnWaking}', mlTyped);
  const litres = water?.cleanWaterLitres;
  if (isNumber(litres?.min) && isNumber(litres.max)) {
    const range = `${NUMBER_START}${escape(String(litres.min))}\\s?(?:–|-|to)\\s?${escape(String(litres.max))}`;
    const typed = `${range}\\s?(?:l|liters?|litres?)\\b`;
    add(`the clean water per day (${litres.min}–${litres.max} liters)`, 'write {cleanWater}', typed);
  }
  for (const ph of [water?.ph?.min, water?.ph?.max].filter(isNumber).map(decimal)) {
    add(`the water’s pH (${ph})`, 'write {waterPh}', `${NUMBER_START}${escape(ph)}${NUMBER_END}`);
  }
  const sodium = water?.sodiumMaxMgPerLitre;
  if (isNumber(sodium))
    add(`the sodium limit (${sodium} mg/L)`, 'write {sodiumLimit}', `${NUMBER_START}${sodium}\\s?mg\\b`);
  return figures;
}

/** Fields that hold a figure (not copy that could repeat one), or that are not words at all. */
const NOT_COPY: Record<string, RegExp> = {
  product: /^(donationPerPurchase|offerEndsAt)$/,
  timelineItem: /^time$/,
  programmeStage: /^window\./,
};

interface CopyString {
  path: Path;
  text: string;
}

/** Every string an editor wrote in a document, with its path; keys, references and dates aside. */
export function copyIn(document: { _type: string } & Record<string, unknown>): CopyString[] {
  const skip = NOT_COPY[document._type];
  const walk = (value: unknown, path: Path): CopyString[] => {
    if (typeof value === 'string') {
      const dotted = path.filter((part) => typeof part === 'string').join('.');
      return skip?.test(dotted) || /^\d{4}-\d{2}-\d{2}/.test(value) ? [] : [{ path, text: value }];
    }
    if (Array.isArray(value)) {
      return value.flatMap((item, index) =>
        walk(item, [...path, item && typeof item === 'object' && '_key' in item ? { _key: String(item._key) } : index]),
      );
    }
    if (value && typeof value === 'object') {
      return Object.entries(value).flatMap(([key, item]) => (key.startsWith('_') ? [] : walk(item, [...path, key])));
    }
    return [];
  };
  return walk(document, []);
}

/** Where a document types a figure a field holds, or writes a placeholder the site does not know. */
export function figureProblems(document: { _type: string } & Record<string, unknown>, figures: TypedFigure[]) {
  const known: readonly string[] = [...FIGURE_NAMES, ...(WORD_PLACEHOLDERS[document._type] ?? [])];
  return copyIn(document).flatMap(({ path, text }) => {
    const typed = figures.filter(({ pattern }) => pattern.test(text));
    const unknown = [...text.matchAll(/\{(\w+)\}/g)].filter(([, name]) => name !== 'at' && !known.includes(name ?? ''));
    const badTimes = [...text.matchAll(TIME_FIGURE_WRITTEN)].filter(([token]) => !TIME_FIGURE.test(token));
    return [
      ...typed.map(({ figure, instead }) => ({
        path,
        message: `This types ${figure}, which a field holds: ${instead}, so the text follows the field.`,
      })),
      ...unknown.map(([token]) => ({
        path,
        message: `${token} is not a placeholder the site fills in. Known: ${known.map((name) => `{${name}}`).join(', ')}.`,
      })),
      ...badTimes.map(([token]) => ({
        path,
        message: `${token} is not a time of the day the site can move: write it as {at:21:30}, on the 24-hour clock with two-digit hours.`,
      })),
    ];
  });
}

export const figuresStatedOnce: CustomValidator<Record<string, unknown> | undefined> = async (document, context) => {
  if (!document || typeof document._type !== 'string') return true;
  const values = await context.getClient({ apiVersion }).fetch<FigureValues>(FIGURE_VALUES_QUERY);
  const problems = figureProblems(document as { _type: string } & Record<string, unknown>, typedFigures(values));
  return problems.length === 0 || problems.map((problem): ValidationError => problem);
};
