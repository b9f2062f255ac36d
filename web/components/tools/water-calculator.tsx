'use client';

import { useId, useState } from 'react';

import { Icon } from '@/components/ui/icon';
import { buttonClasses } from '@/components/ui/button-styles';
import { Field } from '@/components/ui/field';
import type { WaterGuidanceQueryResult } from '@/lib/content/sanity.types';
import { waterMessages, clearTargets } from '@/lib/messages/members';
import { calculateWater, type UnitSystem, type WaterResult } from '@/lib/programme/water';

import { ClearButton } from './clear-button';
import { useStoredState } from './stored-state';

type Copy = NonNullable<WaterGuidanceQueryResult>['calculator'];

interface Inputs {
  unit: UnitSystem;
  weight: string;
  height: string;
}

const EMPTY: Inputs = { unit: 'metric', weight: '', height: '' };

const UNITS: Record<UnitSystem, { weight: string; height: string }> = {
  metric: { weight: 'kg', height: 'cm' },
  imperial: { weight: 'lb', height: 'in' },
};

/** Switching units clears the inputs and the result; changing a value clears the result. */
export function WaterCalculator({ copy, clearLabel }: { copy: Copy; clearLabel: string }) {
  const id = useId();
  const [inputs, setInputs, clearInputs] = useStoredState<Inputs>('water', EMPTY);
  const [result, setResult] = useState<WaterResult | null>(null);
  const ready = inputs.weight.trim() !== '' && inputs.height.trim() !== '';
  const units = UNITS[inputs.unit];

  return (
    <form
      className="mt-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) setResult(calculateWater(inputs.weight, inputs.height, inputs.unit));
      }}
    >
      <fieldset>
        <legend className="sr-only">{waterMessages.unitsLegend}</legend>
        {/* Each unit's transparent border is its edge in forced colours, which drop the chosen one's fill. */}
        <div className="inline-grid grid-cols-2 gap-1 rounded-full bg-slate-100 p-1">
          {(['metric', 'imperial'] as const).map((unit) => (
            <label
              key={unit}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-full border border-transparent px-5 text-sm font-semibold text-slate-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name={`${id}-unit`}
                value={unit}
                checked={inputs.unit === unit}
                onChange={() => {
                  setInputs({ unit, weight: '', height: '' });
                  setResult(null);
                }}
                className="sr-only"
              />
              {unit === 'metric' ? copy.metricLabel : copy.imperialLabel}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {(['weight', 'height'] as const).map((measure) => (
          <Field
            key={measure}
            id={`${id}-${measure}`}
            label={`${measure === 'weight' ? copy.weightLabel : copy.heightLabel} (${units[measure]})`}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="decimal"
                min="0"
                step="any"
                value={inputs[measure]}
                onChange={(event) => {
                  setInputs((previous) => ({ ...previous, [measure]: event.target.value }));
                  setResult(null);
                }}
              />
            )}
          </Field>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" disabled={!ready} className={`${buttonClasses()} w-full sm:w-auto`}>
          <Icon name="droplet" /> {copy.buttonLabel}
        </button>
        <ClearButton
          label={clearLabel}
          what={clearTargets.water}
          onClear={() => {
            clearInputs();
            setResult(null);
          }}
        />
      </div>
      <div aria-live="polite">
        {result && result.litres > 0 ? (
          <div className="mt-5 rounded-2xl bg-sky-50 p-5 text-center" data-testid="water-result">
            <p className="font-medium text-slate-700">{copy.resultLabel}</p>
            <p className="mt-1 text-4xl font-bold text-sky-900">{waterMessages.litres(result.litres)}</p>
            <p className="mt-1 text-slate-800">{waterMessages.glasses(result.glasses)}</p>
            <p className="mt-3 text-sm text-slate-700">{copy.resultNote}</p>
          </div>
        ) : null}
      </div>
    </form>
  );
}
