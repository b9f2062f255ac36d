import { expect } from '@playwright/test';

import type { Answer } from './http';
import type { Expectation } from './rules';

/**
 * The answer is one the oracle allows: never a 5xx; a refusal is the contract's
 * `{ error }` with the pinned message when every allowed refusal of that status
 * pins one. A failure says what was sent, what came back, what was allowed and why.
 */
export function expectOutcome(answer: Answer, expected: Expectation, sent: string): void {
  const allowed = [
    ...new Set(
      expected.outcomes.map((outcome) =>
        outcome.message ? `${outcome.status} "${outcome.message}"` : String(outcome.status),
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
  expect(answer.json, shown).toEqual({ error: expect.stringMatching(/\S/) });
  const messages = matching.map((outcome) => outcome.message);
  if (!messages.includes(undefined)) expect(messages, shown).toContain((answer.json as { error: string }).error);
}
