/*
 * The figures copy states as placeholders ({price}, …) rather than typing them, by the
 * document their values come from: the site fills them in, the studio refuses a typed one.
 * No imports: the studio's bundle takes this file as it is.
 */
export const FIGURE_SOURCES = {
  /** The price in force and the regular one, the refund window in days, the donation, the climate share and its amount. */
  product: ['price', 'regularPrice', 'guaranteeDays', 'donation', 'climateShare', 'climateAmount'],
  /** The day's first start, last end and hours (the stages' windows), the supplement rounds' times. */
  schedule: ['dayStart', 'dayEnd', 'dayHours', 'supplementTimes'],
  /** The water on waking, the clean water a day, its pH range and sodium limit. */
  water: ['waterOnWaking', 'cleanWater', 'waterPh', 'sodiumLimit'],
} as const;

export type FigureSource = keyof typeof FIGURE_SOURCES;
export type FigureName = (typeof FIGURE_SOURCES)[FigureSource][number];
export const FIGURE_NAMES: readonly FigureName[] = Object.values(FIGURE_SOURCES).flat();

/**
 * A time of the programme's day written into copy, `{at:21:30}` (24-hour clock,
 * two-digit hours, as the stages' windows are stored): on a member's day it moves
 * with their start and reads on their clock. `{at:20:00|8pm}` also says how the
 * editor's own day words it, for whoever has not moved the day or chosen a clock.
 */
export const AT_TIME = /\{at:((?:[01]\d|2[0-3]):[0-5]\d)(?:\|([^{}|]+))?\}/g;
