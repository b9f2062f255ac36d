import type { JournalCopyQueryResult } from '../content/sanity.types';
import { fillWords } from '../content/words';
import type { DocumentKit } from './kit';

const ANSWER_LINES = 4;

export type JournalWords = NonNullable<JournalCopyQueryResult>;

export function JournalDocument({
  kit: K,
  questions,
  programmeName,
  words,
}: {
  kit: DocumentKit;
  questions: { question: string }[];
  programmeName: string;
  words: JournalWords;
}) {
  return (
    <K.Document title={fillWords(words.title, { programmeName })} author={programmeName}>
      <K.Page>
        <K.PrintButton label={words.printLabel} />
        <K.Heading level={1}>{words.heading}</K.Heading>
        <K.Text tone="muted">{fillWords(words.intro, { programmeName })}</K.Text>
        <K.Blanks labels={words.blanks} />
        {questions.map(({ question }, index) => (
          <K.Group key={question}>
            <K.Heading level={2}>
              {index + 1}. {question}
            </K.Heading>
            <K.Lines count={ANSWER_LINES} />
          </K.Group>
        ))}
        <K.Callout>
          <K.Text>{words.closing}</K.Text>
        </K.Callout>
      </K.Page>
    </K.Document>
  );
}
