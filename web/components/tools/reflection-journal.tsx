'use client';

import { useId, useState } from 'react';

import { buttonClasses } from '@/components/ui/button-styles';
import { Field } from '@/components/ui/field';
import type { ReflectionStageQueryResult } from '@/lib/content/sanity.types';
import { clearTargets, journalMessages } from '@/lib/messages/members';

import { ClearButton } from './clear-button';
import { useStoredState } from './stored-state';

type Question = NonNullable<NonNullable<ReflectionStageQueryResult>['journalQuestions']>[number];

const NO_ANSWERS: Record<string, string> = Object.freeze({}) as Record<string, string>;

export function ReflectionJournal({
  questions,
  saveLabel,
  clearLabel,
}: {
  questions: Question[];
  saveLabel: string;
  clearLabel: string;
}) {
  const id = useId();
  const [answers, setAnswers, clearAnswers] = useStoredState('journal', NO_ANSWERS);
  const [status, setStatus] = useState('');

  return (
    <form
      className="mt-6 space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        setAnswers({ ...answers });
        setStatus(journalMessages.saved);
      }}
    >
      {questions.map((question, index) => (
        <Field
          key={question._key}
          id={`${id}-${question.key}`}
          label={
            <>
              <span className="text-brand-700">{index + 1}. </span>
              {question.question}
            </>
          }
        >
          {(control) => (
            <textarea
              {...control}
              name={question.key}
              rows={3}
              value={answers[question.key] ?? ''}
              onChange={(event) => {
                setStatus('');
                setAnswers((previous) => ({ ...previous, [question.key]: event.target.value }));
              }}
            />
          )}
        </Field>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={`${buttonClasses()} w-full sm:w-auto`}>
          {saveLabel}
        </button>
        <ClearButton
          label={clearLabel}
          what={clearTargets.journal}
          onClear={() => {
            clearAnswers();
            setStatus(journalMessages.cleared);
          }}
        />
      </div>
      <p role="status" className="min-h-6 text-sm font-medium text-brand-700">
        {status}
      </p>
    </form>
  );
}
