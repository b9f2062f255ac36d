import type { ReactNode } from 'react';

import { inputClasses } from './input-styles';

export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  /** Shown while there is no error. */
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its hint or error under it, tied to it by aria-describedby. */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-900">
        {label}
      </label>
      {children({
        id,
        className: inputClasses(Boolean(error)),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** An error of the whole form, focusable so the form can move focus to it as to an error summary. */
export function FormError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
    >
      {children}
    </p>
  );
}

/** Moves focus to the element after the render that adds it. */
export function focusSoon(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** A form check's first issue for each field. */
export function errorsByField<K extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) errors[issue.path[0] as K] ??= issue.message;
  return errors;
}

export function EmailField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="email"
          required
          autoComplete="email"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
