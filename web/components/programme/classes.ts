/** Shared looks of the programme's buttons and cards, matching the dashboard. */
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-center font-semibold text-white shadow-sm hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400';

export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-brand-700 bg-white px-5 py-2.5 text-center font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500';

export const quietButton =
  'inline-flex min-h-11 items-center justify-center rounded-full px-4 py-2 text-sm font-medium text-slate-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

export const cardHeading = 'text-xl font-semibold text-brand-900';

export const inputField =
  'w-full rounded-xl border border-slate-400 bg-white px-4 py-3 text-base text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none';

export const checkbox = 'mt-0.5 size-5 shrink-0 rounded accent-brand-700';
