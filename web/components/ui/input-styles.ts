// Apart from field.tsx, so that a form of one input (the e-mail sign-ups) carries only the look.

/**
 * The look of every text input, textarea and select: a border dark enough to
 * see against white (3:1), red while the field has an error, and a read-only
 * field (a credential to copy) on grey.
 */
export function inputClasses(invalid = false): string {
  return `block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600 focus:ring-2 focus:ring-brand-600 focus:outline-none [&[readonly]]:bg-slate-50 ${
    invalid ? 'border-red-700' : 'border-slate-500 focus:border-brand-600'
  }`;
}

/** Checkboxes and radio buttons: a 20 px box in the brand colour. */
export const checkboxClasses = 'size-5 shrink-0 rounded accent-brand-700';
