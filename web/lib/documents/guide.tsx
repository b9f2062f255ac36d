import { Fragment } from 'react';

import type { PrintableGuide } from '../content';
import { scheduleFigures } from '../content/figures';
import { shownTime, timelineHeading } from '../programme/clock';
import type { DocumentKit } from './kit';

export type Guide = PrintableGuide;

const MEALS = [
  ['breakfast', 'Breakfast'],
  ['lunch', 'Lunch'],
  ['dinner', 'Dinner'],
] as const;

/**
 * The printable guide: the day's timeline, the supplement guide, the five meal
 * plans and quotes. The print view, the PDF download and the e-mail attachment.
 * The hours and the rounds' times it states come from the stages' windows and
 * the rounds themselves, like every page's.
 */
export function GuideDocument({ kit: K, guide }: { kit: DocumentKit; guide: Guide }) {
  const name = guide.productName;
  const footer = `${name} guide`;
  const { dayHours, supplementTimes } = scheduleFigures({
    windows: guide.stages.flatMap((stage) => (stage.window ? [stage.window] : [])),
    supplementTimes: guide.supplementRounds.map((round) => round.time),
  });
  return (
    <K.Document title={`${name}: your printable guide`} author={name} subject={`Your hour-by-hour reset, ${dayHours}`}>
      <K.Page footer={footer}>
        <K.Heading level={1}>{name}</K.Heading>
        <K.Text tone="lead">Your hour-by-hour guide, from {dayHours}.</K.Text>
        <K.Text tone="muted">
          Timeline · Supplement guide ({supplementTimes}) · Five meal plans · Quotes to keep you going
        </K.Text>
        {guide.stages.map((stage) => (
          <Fragment key={stage.key}>
            <K.Heading level={2}>{timelineHeading(stage.timelineHeading ?? stage.title, stage.window)}</K.Heading>
            <K.Timetable
              rows={stage.items.map((item) => ({
                time: shownTime(item.time),
                title: item.title,
                detail: item.description,
                options: item.options?.map((option) => ({ title: option.title, detail: option.description })),
              }))}
            />
          </Fragment>
        ))}
      </K.Page>

      <K.Page footer={footer}>
        <K.Heading level={2}>Supplement Guide</K.Heading>
        {guide.supplementRounds.map((round) => (
          <K.Group key={round.time}>
            <K.Heading level={3}>{shownTime(round.time)}</K.Heading>
            <K.List
              items={round.supplements.map((supplement) => (
                <Fragment key={supplement.key}>
                  <K.Strong>{supplement.label}</K.Strong> ({supplement.dose}): {supplement.notes}
                </Fragment>
              ))}
            />
          </K.Group>
        ))}
        <K.Text tone="muted">
          The programme does not sell supplements. Check with your doctor first if you are pregnant, nursing or take
          medication.
        </K.Text>
      </K.Page>

      {guide.dietPlans.map((plan, index) => (
        <K.Page key={plan.key} footer={footer}>
          {index === 0 ? <K.Heading level={2}>Meal Plans</K.Heading> : null}
          <K.Heading level={3}>{plan.name}</K.Heading>
          <K.Text tone="muted">{plan.description}</K.Text>
          {MEALS.map(([slot, label]) => (
            <K.Group key={slot}>
              <K.Heading level={4}>
                {label}: {plan[slot].name}
              </K.Heading>
              <K.Text>
                <K.Strong>Ingredients</K.Strong>
              </K.Text>
              <K.List items={plan[slot].ingredients} />
              <K.Text>
                <K.Strong>Steps</K.Strong>
              </K.Text>
              <K.List items={plan[slot].steps} numbered />
            </K.Group>
          ))}
        </K.Page>
      ))}

      {guide.quotes?.length ? (
        <K.Page footer={footer}>
          <K.Heading level={2}>Words to carry with you</K.Heading>
          {guide.quotes.map((quote) => (
            <K.Quote key={quote}>{quote}</K.Quote>
          ))}
        </K.Page>
      ) : null}
    </K.Document>
  );
}
