/** Without a label, an empty status region kept on the page so that a later label is announced. */
export function Spinner({ label }: { label?: string }) {
  return (
    <div
      role="status"
      className={label ? 'flex flex-col items-center justify-center gap-3 py-10 text-slate-700' : undefined}
    >
      {label && (
        <>
          <span
            aria-hidden="true"
            className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
          />
          <span>{label}</span>
        </>
      )}
    </div>
  );
}
