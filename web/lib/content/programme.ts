import 'server-only';

import type { DayClock, DayRange } from '../programme/clock';
import { readContent } from './cache';
import { programmeHours, type ScheduleFigureFields } from './figures';
import { programmeNameOr } from './programme-name';
import { reads } from './reads';
import type { PrintableGuideQueryResult, TrackerQueryResult } from './sanity.types';

/**
 * The members' content. Cached like the storefront's, but only ever loaded
 * by a page or route after its own session check, and rendered per request:
 * none of it is in a prerendered page. A loader given the member's `day`
 * states the times its copy holds ({dayStart}, …) on that day, filled in past
 * the shared cache.
 */

export async function getDashboard(day?: DayClock) {
  const copy = await readContent(reads.dashboard(), { day });
  if (!copy) throw new Error('The dashboard copy document is missing.');
  return copy;
}

/** The members' area's own words: the programme bar, the cards and the tools' labels. */
export async function getMembersArea(day?: DayClock) {
  const copy = await readContent(reads.membersArea(), { day });
  if (!copy) throw new Error('The members’ area copy document (membersArea) is missing.');
  return copy;
}

export type MembersArea = Awaited<ReturnType<typeof getMembersArea>>;

/** A members' page's title in the browser's tab: metadata, so never carrying a preview's stega. */
export async function getMembersPageTitle(page: keyof MembersArea['pageTitles']): Promise<string> {
  const copy = await readContent(reads.membersArea(), { stega: false });
  if (!copy) throw new Error('The members’ area copy document (membersArea) is missing.');
  return copy.pageTitles[page];
}

/** The printable reflection journal's words. */
export async function getJournalCopy() {
  const copy = await readContent(reads.journalCopy());
  if (!copy) throw new Error('The printable documents’ copy (documentsCopy) is missing.');
  return copy;
}

/** The programme's name, which names the files members download: never carrying a preview's stega. */
export async function getProgrammeName(): Promise<string> {
  return programmeNameOr(await readContent(reads.programmeName(), { stega: false }));
}

/** The stages in day order: the programme's navigation. */
export function getProgrammeStages() {
  return readContent(reads.programmeStages());
}

export type ProgrammeStages = Awaited<ReturnType<typeof getProgrammeStages>>;

/** The welcome stage and the preparation tools, or null when its sections are missing. */
export async function getPreparationPage(day?: DayClock) {
  const { stage, dietPlans, supplements, detoxItems } = await readContent(reads.preparationPage(), { day });
  if (!stage?.introSection || !stage.preparationSection || !stage.readySection) return null;
  const { introSection, preparationSection, readySection } = stage;
  return { stage: { ...stage, introSection, preparationSection, readySection }, dietPlans, supplements, detoxItems };
}

export function getWaterGuidance() {
  return readContent(reads.waterGuidance());
}

/** The printable guide: the three timelines, the supplement rounds and the five meal plans. */
export async function getPrintableGuide(day?: DayClock) {
  return printableGuideOf(await readContent(reads.printableGuide(), { day }));
}

/** The guide as read, with the programme's name defaulted and its words required. */
export function printableGuideOf(guide: PrintableGuideQueryResult) {
  if (!guide.words) throw new Error('The printable documents’ copy (documentsCopy) is missing.');
  return { ...guide, words: guide.words, productName: programmeNameOr(guide.productName) };
}

export type PrintableGuide = ReturnType<typeof printableGuideOf>;

/** One timeline screen by its stage key, or null when it has no such stage or no meal section. */
export async function getStage(key: string, day?: DayClock) {
  const stage = await readContent(reads.stageScreen(key), { day });
  if (!stage?.meal) return null;
  return { ...stage, meal: stage.meal };
}

export type StageScreenContent = NonNullable<Awaited<ReturnType<typeof getStage>>>;

export function getReflectionStage(day?: DayClock) {
  return readContent(reads.reflectionStage(), { day });
}

export function getReflectionExtras(day?: DayClock) {
  return readContent(reads.reflectionExtras(), { day });
}

/** The tracker page's copy with its sheets' words, or null when either document is missing. */
export async function getTrackerCopy(day?: DayClock) {
  return trackerCopyOf(await readContent(reads.tracker(), { day }));
}

export function trackerCopyOf(copy: TrackerQueryResult) {
  if (!copy?.sheet) return null;
  return { ...copy, sheet: copy.sheet };
}

/** The tracker's copy and the programme's name, for its PDF and HTML versions. */
export async function getTracker(day?: DayClock) {
  const [copy, programmeName] = await Promise.all([getTrackerCopy(day), getProgrammeName()]);
  if (!copy) throw new Error('The tracker copy document is missing.');
  return { copy, programmeName };
}

/** Every timeline item of the day, for the calendar file: descriptions state times on `day`. */
export function getCalendarEvents(day?: DayClock) {
  return readContent(reads.calendarEvents(), { day });
}

/** The programme's own start and the starts a member may choose instead, as content sets them. */
export async function getDayRange(): Promise<DayRange> {
  const [schedule, area] = await Promise.all([
    readContent(reads.scheduleFigures(), { stega: false }),
    readContent(reads.membersArea(), { stega: false }),
  ]);
  if (!area) throw new Error('The members’ area copy document (membersArea) is missing.');
  const { start, end } = programmeHours((schedule as ScheduleFigureFields).windows);
  return {
    programmeStart: start,
    programmeEnd: end,
    earliestStart: area.day.earliestStart,
    latestStart: area.day.latestStart,
    defaultClock: area.day.defaultClock,
  };
}
