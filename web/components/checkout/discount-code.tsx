'use client';

import { useId, useState } from 'react';

import { buttonClasses } from '@/components/ui/button-styles';
import { Field, focusSoon } from '@/components/ui/field';
import { apiRequest, failureWords } from '@/lib/api-client';
import { discountMessages, somethingWentWrong } from '@/lib/messages/storefront';

import type { ChargedPrice } from './charged-price';

/** What POST /api/discount-code answers for a code that applies now: the new price, and what it saves. */
export type AppliedDiscount = ChargedPrice & { code: string; saving: string };

/**
 * "Have a code?", closed until the buyer opens it: a code that applies states the saving and the new
 * amount; one that does not says why in the field's error, and the price stays as it was.
 */
export function DiscountCode(props: {
  applied: AppliedDiscount | null;
  onChange(applied: AppliedDiscount | null): void;
}) {
  const id = useId();
  const [code, setCode] = useState(props.applied?.code ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { applied, onChange } = props;

  async function apply() {
    if (busy) return;
    setBusy(true);
    try {
      onChange(await apiRequest<AppliedDiscount>('POST', '/api/discount-code', { code }));
      setError(undefined);
    } catch (failure) {
      onChange(null);
      setError(failureWords(failure, somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="text-sm">
      <details>
        <summary
          id={`${id}-toggle`}
          className="cursor-pointer font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {discountMessages.toggle}
        </summary>
        <div className="mt-3 flex items-start gap-2">
          <Field id={`${id}-code`} label={discountMessages.label} error={error} className="flex-1">
            {(control) => (
              <input
                {...control}
                value={code}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                onChange={(event) => setCode(event.target.value)}
                // Enter applies the code rather than submitting the e-mail step around it.
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  void apply();
                }}
              />
            )}
          </Field>
          <button
            type="button"
            onClick={apply}
            aria-disabled={busy || undefined}
            className={`${buttonClasses('outline')} mt-6`}
          >
            {discountMessages.apply}
          </button>
        </div>
      </details>
      {/* Outside the disclosure, so a code applied stays in view when it is closed. */}
      <p role="status" className="mt-2 text-emerald-800">
        {applied && discountMessages.saves(applied.code, applied.saving, applied.label)}
      </p>
      {applied && (
        <button
          type="button"
          onClick={() => {
            onChange(null);
            setCode('');
            focusSoon(`${id}-toggle`);
          }}
          className={buttonClasses('quiet', 'sm')}
        >
          {discountMessages.remove}
        </button>
      )}
    </div>
  );
}
