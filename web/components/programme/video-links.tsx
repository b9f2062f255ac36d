import { Icon } from '@/components/ui/icon';
import { NewTabLink } from '@/components/ui/new-tab-link';

/** Outbound videos open in a new tab. */
export function VideoLinks({ links }: { links: { _key: string; label: string; url: string }[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link._key}>
          <NewTabLink
            href={link.url}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-red-200 bg-red-50 px-4 py-2 text-sm font-medium text-red-800 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
          >
            <Icon name="play" className="size-4 shrink-0" />
            {link.label}
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}
