import type { ReactNode } from 'react';

import { inputClasses } from './input-styles';

/** What a form control needs to look like the others and be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  /** Shown under the control in red, and announced with it, when set. */
  error?: string;
  /** Shown under the control while there is no error. */
  hint?: ReactNode;
  className?: string;
  /** Renders the control (an input, a textarea, a select) with the props it is given. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled form control with its hint or error message under it: every form
 * on the site and in the programme lays out, colours and links these the same way.
 */
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
        // Announced as it appears; the control also names it (aria-describedby) when focus lands there.
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

/**
 * An error that belongs to the whole form (a refused payment, a failed send):
 * shown above or below the form, announced, and focusable so that the form
 * can move focus to it as to an error summary.
 */
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

/** Moves focus to the element once it is on the page (after the render that adds it). */
export function focusSoon(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** An e-mail address, which the browser can fill in. */
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
