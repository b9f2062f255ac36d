/** The preview bar's element id: the studio's frame hides it (studio-frame-style.tsx). */
export const PREVIEW_BAR_ID = 'preview-bar';

/** A plain form, so it works without script; the Exit route returns to the page. */
export function PreviewBar() {
  return (
    <aside id={PREVIEW_BAR_ID} aria-label="Preview" className="bg-ink px-4 py-2 text-sm text-white sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p>
          <strong className="font-semibold">You are previewing drafts.</strong> Visitors see the published site; hover a
          text to see where to edit it.
        </p>
        <form method="post" action="/api/draft-mode/disable">
          <button
            type="submit"
            className="rounded-full border border-transparent bg-white px-4 py-1.5 font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Exit preview
          </button>
        </form>
      </div>
    </aside>
  );
}
