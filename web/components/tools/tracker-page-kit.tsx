import { htmlKit } from '@/lib/documents/html-kit';
import type { DocumentKit } from '@/lib/documents/kit';

import { TrackerCheck } from './tracker-check';

export const trackerPageKit: DocumentKit = {
  ...htmlKit,
  Checklist: ({ heading, items, dayLabel }) => (
    <fieldset className="mt-4">
      <legend className="font-semibold text-brand-700">{heading}</legend>
      {items.map((item) => (
        <TrackerCheck key={item.key} tickKey={item.key} label={item.label} dayLabel={dayLabel ?? ''} />
      ))}
    </fieldset>
  ),
};
