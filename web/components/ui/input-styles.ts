/** Every text input, textarea and select: a 3:1 border, red with an error, grey when read-only. */
export function inputClasses(invalid = false): string {
  return `block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600 focus:ring-2 focus:ring-brand-600 focus:outline-none [&[readonly]]:bg-slate-50 ${
    invalid ? 'border-red-700' : 'border-slate-500 focus:border-brand-600'
  }`;
}

export const checkboxClasses = 'size-5 shrink-0 rounded accent-brand-700';
