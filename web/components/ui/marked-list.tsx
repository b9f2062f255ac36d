import { Icon } from './icon';

const MARKERS = { tick: 'check', next: 'arrow-right' } as const;

export function MarkedList({
  items,
  marker = 'tick',
  className,
}: {
  items: string[];
  marker?: keyof typeof MARKERS;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon name={MARKERS[marker]} className="mt-[0.2em] size-[1.1em] shrink-0 text-brand-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
