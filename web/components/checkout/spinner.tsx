/** A status line with a spinner, announced politely to screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-10 text-slate-700">
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  );
}
