import type { DocumentKit } from './kit';

const ANSWER_LINES = 4;

/**
 * The printable reflection journal: the reflection stage's questions, each
 * numbered and with lines to write on, and a note to keep it with the tracker.
 */
export function JournalDocument({
  kit: K,
  questions,
  programmeName,
}: {
  kit: DocumentKit;
  questions: { question: string }[];
  programmeName: string;
}) {
  return (
    <K.Document title={`Reflection Journal · ${programmeName}`} author={programmeName}>
      <K.Page>
        <K.PrintButton label="Print this journal" />
        <K.Heading level={1}>Reflection Journal</K.Heading>
        <K.Text tone="muted">{programmeName} · Ten quiet minutes to write down what you noticed.</K.Text>
        <K.Blanks labels={['Date:', 'Reset number:']} />
        {questions.map(({ question }, index) => (
          <K.Group key={question}>
            <K.Heading level={2}>
              {index + 1}. {question}
            </K.Heading>
            <K.Lines count={ANSWER_LINES} />
          </K.Group>
        ))}
        <K.Callout>
          <K.Text>
            Keep this page with your 7-day tracker. Read it again before your next reset: it is the quickest way back to
            how today felt.
          </K.Text>
        </K.Callout>
      </K.Page>
    </K.Document>
  );
}
