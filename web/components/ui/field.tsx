import type { ReactNode } from 'react';

/** What a form control needs to look like the others and be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  /** Shown under the control in red, and announced with it, when set. */
  error?: string;
  /** Shown under the control while there is no error. */
  hint?: ReactNode;
  className?: string;
  /** Renders the control (an input, a textarea) with the props it is given. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled form control with its hint or error message under it: every form
 * on the site lays out, colours and links these the same way. The border is
 * dark enough to see against white (3:1), and red while the field has an error.
 */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {children({
        id,
        className: `mt-1 block w-full rounded-lg border px-3 py-2 text-base text-slate-900 focus:ring-2 focus:ring-brand-600 focus:outline-none ${
          error ? 'border-red-700' : 'border-slate-500 focus:border-brand-600'
        }`,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
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
