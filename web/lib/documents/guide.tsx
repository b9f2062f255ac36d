import { Fragment } from 'react';

import type { PrintableGuide } from '../content';
import { fillFigures, scheduleFigures } from '../content/figures';
import { fillEach } from '../content/words';
import { type DayClock, PROGRAMME_DAY, shownTime, timelineHeading } from '../programme/clock';
import type { DocumentKit } from './kit';

export type Guide = PrintableGuide;

const MEALS = ['breakfast', 'lunch', 'dinner'] as const;

/** The printable guide: the print view, the PDF download and the e-mail attachment, on the member's own day. */
export function GuideDocument({
  kit: K,
  guide,
  day = PROGRAMME_DAY,
}: {
  kit: DocumentKit;
  guide: Guide;
  day?: DayClock;
}) {
  const name = guide.productName;
  const figures = scheduleFigures(
    {
      windows: guide.stages.flatMap((stage) => (stage.window ? [stage.window] : [])),
      supplementTimes: guide.supplementRounds.map((round) => round.time),
    },
    day,
  );
  const words = fillEach(fillFigures(guide.words, figures, day), { programmeName: name });
  const footer = words.footer;
  return (
    <K.Document title={words.title} author={name} subject={words.subject}>
      <K.Page footer={footer}>
        <K.Heading level={1}>{name}</K.Heading>
        <K.Text tone="lead">{words.lead}</K.Text>
        <K.Text tone="muted">{words.contents}</K.Text>
        {guide.stages.map((stage) => (
          <Fragment key={stage.key}>
            <K.Heading level={2}>{timelineHeading(stage.timelineHeading ?? stage.title, stage.window, day)}</K.Heading>
            <K.Timetable
              rows={stage.items.map((item) => ({
                time: shownTime(item.time, day),
                title: item.title,
                detail: item.description,
                options: item.options?.map((option) => ({ title: option.title, detail: option.description })),
              }))}
            />
          </Fragment>
        ))}
      </K.Page>

      <K.Page footer={footer}>
        <K.Heading level={2}>{words.supplementsHeading}</K.Heading>
        {guide.supplementRounds.map((round) => (
          <K.Group key={round.time}>
            <K.Heading level={3}>{shownTime(round.time, day)}</K.Heading>
            <K.List
              items={round.supplements.map((supplement) => (
                <Fragment key={supplement.key}>
                  <K.Strong>{supplement.label}</K.Strong> ({supplement.dose}): {supplement.notes}
                </Fragment>
              ))}
            />
          </K.Group>
        ))}
        <K.Text tone="muted">{words.supplementsNote}</K.Text>
      </K.Page>

      {guide.dietPlans.map((plan, index) => (
        <K.Page key={plan.key} footer={footer}>
          {index === 0 ? <K.Heading level={2}>{words.mealPlansHeading}</K.Heading> : null}
          <K.Heading level={3}>{plan.name}</K.Heading>
          <K.Text tone="muted">{plan.description}</K.Text>
          {MEALS.map((slot) => (
            <K.Group key={slot}>
              <K.Heading level={4}>
                {words[slot]}: {plan[slot].name}
              </K.Heading>
              <K.Text>
                <K.Strong>{words.ingredientsLabel}</K.Strong>
              </K.Text>
              <K.List items={plan[slot].ingredients} />
              <K.Text>
                <K.Strong>{words.stepsLabel}</K.Strong>
              </K.Text>
              <K.List items={plan[slot].steps} numbered />
            </K.Group>
          ))}
        </K.Page>
      ))}

      {guide.quotes?.length ? (
        <K.Page footer={footer}>
          <K.Heading level={2}>{words.quotesHeading}</K.Heading>
          {guide.quotes.map((quote) => (
            <K.Quote key={quote}>{quote}</K.Quote>
          ))}
        </K.Page>
      ) : null}
    </K.Document>
  );
}
