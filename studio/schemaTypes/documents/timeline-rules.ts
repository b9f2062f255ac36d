import type { CustomValidator, ValidationContext } from 'sanity';

import { publishedId } from '../../../web/lib/content/perspective';
import { minutesOf } from '../../../web/lib/programme/clock';
import { apiVersion } from '../../env';
import { isInWindow, isTimeOfDay, type TimeWindow, windowText } from '../time-of-day';
import { OTHERS } from './unique-key';

// The rules read the other documents through the studio's client, so they see what editors see.

type StageWindow = { title?: string; window?: TimeWindow };

const stageRef = (context: ValidationContext) =>
  (context.document as { stage?: { _ref?: string } } | undefined)?.stage?._ref;

/** A timeline item's time lies inside its stage's window. */
export const withinStageWindow: CustomValidator<string | undefined> = async (time, context) => {
  const ref = stageRef(context);
  if (!isTimeOfDay(time) || !ref) return true;
  const stage = await context
    .getClient({ apiVersion })
    .fetch<StageWindow | null>(`*[_id == $ref][0]{ title, window }`, { ref });
  if (!stage?.window || isInWindow(time, stage.window)) return true;
  return `${time} is outside the ${stage.title ?? 'stage'}'s window (${windowText(stage.window)}): choose a time from ${stage.window.start} up to ${stage.window.end}, or move the item to another stage.`;
};

/** No two timeline items of one stage start at the same time. */
export const noOtherItemAtThisTime: CustomValidator<string | undefined> = async (time, context) => {
  const ref = stageRef(context);
  if (!isTimeOfDay(time) || !ref || !context.document) return true;
  const other = await context
    .getClient({ apiVersion })
    .fetch<string | null>(`*[_type == "timelineItem" && stage._ref == $ref && time == $time && ${OTHERS}][0].title`, {
      ref,
      time,
      id: publishedId(context.document._id),
    });
  return other === null || `"${other}" already starts at ${time} in this stage: give each step its own time.`;
};

/** A stage's window ends after it starts, overlaps no other stage's, and holds every item of the stage. */
export const stageWindowRule: CustomValidator<TimeWindow | undefined> = async (window, context) => {
  const { start, end } = window ?? {};
  if (!isTimeOfDay(start) || !isTimeOfDay(end) || !context.document) return true;
  if (minutesOf(end) <= minutesOf(start)) return 'The window must end after it starts.';
  const client = context.getClient({ apiVersion });
  const id = publishedId(context.document._id);
  const others = await client.fetch<StageWindow[]>(
    `*[_type == "programmeStage" && defined(window) && ${OTHERS}]{ title, window }`,
    { id },
  );
  for (const other of others) {
    const [otherStart, otherEnd] = [other.window?.start, other.window?.end];
    if (!isTimeOfDay(otherStart) || !isTimeOfDay(otherEnd)) continue;
    if (minutesOf(start) < minutesOf(otherEnd) && minutesOf(otherStart) < minutesOf(end)) {
      const window = windowText({ start: otherStart, end: otherEnd });
      return `It overlaps ${other.title ?? 'another stage'} (${window}): stages follow one another.`;
    }
  }
  const items = await client.fetch<{ time?: string; title?: string }[]>(
    `*[_type == "timelineItem" && stage._ref == $id] | order(time asc){ time, title }`,
    { id },
  );
  const outside = [
    ...new Set(
      items
        .filter(({ time }) => isTimeOfDay(time) && !isInWindow(time, { start, end }))
        .map((i) => `${i.time} ${i.title}`),
    ),
  ];
  return outside.length === 0 || `These steps would fall outside the window: ${outside.join(', ')}. Move them first.`;
};
