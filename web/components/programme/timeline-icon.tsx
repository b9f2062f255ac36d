import type { StageScreenQueryResult } from '@/lib/content/sanity.types';

type IconName = NonNullable<StageScreenQueryResult>['timeline'][number]['icon'];

/** TIMELINE_ICONS in the studio, drawn as emoji: decoration only, the title says what it is. */
const ICONS: Record<IconName, string> = {
  sun: '☀️',
  droplet: '💧',
  activity: '🤸',
  footprints: '👣',
  brain: '🧠',
  utensils: '🍽️',
  pill: '💊',
  sparkles: '✨',
  zap: '⚡',
  dumbbell: '🏋️',
  shower: '🚿',
  heart: '❤️',
  wind: '🌬️',
  leaf: '🍃',
  users: '👥',
  gift: '🎁',
  image: '🖼️',
  moon: '🌙',
  book: '📖',
};

export function TimelineIcon({ name }: { name: IconName }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xl ring-4 ring-white"
    >
      {ICONS[name] ?? '•'}
    </span>
  );
}
