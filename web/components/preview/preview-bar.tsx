'use client';

import { useIsPresentationTool } from 'next-sanity/hooks';
import { usePathname } from 'next/navigation';

/**
 * Says, on every page of a preview, that drafts are showing, with the way out.
 * Inside the studio's Presentation tool, which frames the page with its own
 * preview controls, it stands aside. The Exit button is a plain form, so it
 * works before the page's script has loaded.
 */
export function PreviewBar() {
  const pathname = usePathname();
  const inPresentation = useIsPresentationTool();
  if (inPresentation === true) return null;
  return (
    <aside aria-label="Preview" className="bg-ink px-4 py-2 text-sm text-white sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p>
          <strong className="font-semibold">You are previewing drafts.</strong> Visitors see the published site; hover a
          text to see where to edit it.
        </p>
        <form method="post" action="/api/draft-mode/disable">
          <input type="hidden" name="redirect" value={pathname} />
          <button
            type="submit"
            className="rounded-full bg-white px-4 py-1.5 font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Exit preview
          </button>
        </form>
      </div>
    </aside>
  );
}
