import 'server-only';

import type { Metadata } from 'next';

import type { DayClock, DayRange } from '../programme/clock';
import { readContent, readRequired, required } from './cache';
import { programmeHours, type ScheduleFigureFields } from './figures';
import { programmeNameOr } from './programme-name';
import { reads } from './reads';
import type { PrintableGuideQueryResult, TrackerQueryResult } from './sanity.types';

// The members' content, loaded only after a session check. Given the member's `day`, the times
// their copy states ({dayStart}, …) are on that day.

const MEMBERS_AREA = 'The members’ area copy document (membersArea)';

export function getDashboard(day?: DayClock) {
  return readRequired(reads.dashboard(), 'The dashboard copy document', { day });
}

export function getMembersArea(day?: DayClock) {
  return readRequired(reads.membersArea(), MEMBERS_AREA, { day });
}

export type MembersArea = Awaited<ReturnType<typeof getMembersArea>>;

/** A members' page's tab title, without a preview's stega. */
export async function getMembersPageMetadata(page: keyof MembersArea['pageTitles']): Promise<Metadata> {
  return { title: (await readRequired(reads.membersArea(), MEMBERS_AREA, { stega: false })).pageTitles[page] };
}

export function getJournalCopy() {
  return readRequired(reads.journalCopy(), 'The printable documents’ copy (documentsCopy)');
}

/** It names the files members download, so never with a preview's stega. */
export async function getProgrammeName(): Promise<string> {
  return programmeNameOr(await readContent(reads.programmeName(), { stega: false }));
}

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

export async function getPrintableGuide(day?: DayClock) {
  return printableGuideOf(await readContent(reads.printableGuide(), { day }));
}

export function printableGuideOf(read: PrintableGuideQueryResult) {
  const guide = required(read, 'The printable documents’ copy (documentsCopy)', 'words');
  return { ...guide, productName: programmeNameOr(guide.productName) };
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

/** Null when the tracker's or its sheets' document is missing. */
export async function getTrackerCopy(day?: DayClock) {
  return trackerCopyOf(await readContent(reads.tracker(), { day }));
}

export function trackerCopyOf(copy: TrackerQueryResult) {
  if (!copy?.sheet) return null;
  return { ...copy, sheet: copy.sheet };
}

export async function getTracker(day?: DayClock) {
  const [copy, programmeName] = await Promise.all([getTrackerCopy(day), getProgrammeName()]);
  return { copy: required(copy, 'The tracker copy document'), programmeName };
}

export function getCalendarEvents(day?: DayClock) {
  return readContent(reads.calendarEvents(), { day });
}

export async function getDayRange(): Promise<DayRange> {
  const [schedule, area] = await Promise.all([
    readContent(reads.scheduleFigures(), { stega: false }),
    readRequired(reads.membersArea(), MEMBERS_AREA, { stega: false }),
  ]);
  const { start, end } = programmeHours((schedule as ScheduleFigureFields).windows);
  return {
    programmeStart: start,
    programmeEnd: end,
    earliestStart: area.day.earliestStart,
    latestStart: area.day.latestStart,
    defaultClock: area.day.defaultClock,
  };
}
