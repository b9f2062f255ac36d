import { fillWords } from '../content/words';
import { TRACKER_DAYS, TRACKER_NOTE_LINES, trackerDays, trackerTickKey, type TrackerCopy } from '../programme/tracker';
import type { DocumentKit } from './kit';

/** One daily sheet; the tracker page shows the same sheets, with boxes a member can tick. */
export function TrackerSheet({ kit: K, copy, day }: { kit: DocumentKit; copy: TrackerCopy; day: number }) {
  return (
    <>
      <K.Heading level={2}>{fillWords(copy.sheet.dayHeading, { day, days: TRACKER_DAYS })}</K.Heading>
      <K.Blanks labels={copy.sheet.blanks} />
      {copy.sections.map((section) => (
        <K.Checklist
          key={section._key}
          heading={section.heading}
          items={section.checks.map((label, index) => ({ key: trackerTickKey(day, section.period, index), label }))}
          dayLabel={fillWords(copy.sheet.dayLabel, { day })}
        />
      ))}
      <K.Heading level={3}>{copy.notesLabel}</K.Heading>
      <K.Lines count={TRACKER_NOTE_LINES} />
    </>
  );
}

export function TrackerDocument({
  kit: K,
  copy,
  programmeName,
}: {
  kit: DocumentKit;
  copy: TrackerCopy;
  programmeName: string;
}) {
  const footer = copy.instructions.join(' · ');
  return (
    <K.Document title={fillWords(copy.sheet.title, { heading: copy.heading, programmeName })} author={programmeName}>
      {trackerDays().map((day) => (
        <K.Page key={day} footer={footer}>
          {day === 1 ? (
            <>
              <K.Heading level={1}>{copy.heading}</K.Heading>
              <K.Text>{copy.intro}</K.Text>
              <K.Callout>
                <K.List items={copy.instructions} />
              </K.Callout>
            </>
          ) : null}
          <TrackerSheet kit={K} copy={copy} day={day} />
        </K.Page>
      ))}
    </K.Document>
  );
}
