import { expect } from 'vitest';

import type { Answer } from './http';
import type { Expectation } from './rules';

/**
 * The answer is one the oracle allows: never a 5xx; a refusal is the contract's
 * `{ error }`, with the message an allowed refusal of that status pins (any when
 * one pins none) and exactly the other fields that refusal carries. A failure says
 * what was sent, what came back, what was allowed and why.
 */
export function expectOutcome(answer: Answer, expected: Expectation, sent: string): void {
  const allowed = [
    ...new Set(
      expected.outcomes.map((outcome) =>
        [
          outcome.status,
          ...(outcome.message ? [`"${outcome.message}"`] : []),
          ...(outcome.details ? [JSON.stringify(outcome.details)] : []),
        ].join(' '),
      ),
    ),
  ].join(' or ');
  const shown = [
    `answered ${answer.status} ${answer.text.slice(0, 300)}`,
    `allowed  ${allowed || 'nothing'}`,
    `because  ${expected.why.join('; ') || 'the body is valid'}`,
    `sent     ${JSON.stringify(sent.slice(0, 300))}${sent.length > 300 ? ` (${sent.length} characters)` : ''}`,
  ].join('\n');
  expect(answer.status, shown).toBeLessThan(500);
  const matching = expected.outcomes.filter((outcome) => outcome.status === answer.status);
  expect(matching.length, shown).toBeGreaterThan(0);
  if (answer.status < 400) return;
  expect(answer.json, shown).toEqual(expect.objectContaining({ error: expect.stringMatching(/\S/) }));
  const { error } = answer.json as { error: string };
  const refusals = matching.map(({ message, details }) => ({ error: message ?? error, ...details }));
  expect(refusals, shown).toContainEqual(answer.json);
}
