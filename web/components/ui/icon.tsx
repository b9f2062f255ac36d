import * as Lucide from 'lucide-react';

// Lucide's inline SVG, never emoji or symbol-font glyphs: a browser without a colour-emoji font shows those as boxes.
const ICONS = {
  activity: Lucide.Activity,
  'arrow-down': Lucide.ArrowDown,
  'arrow-left': Lucide.ArrowLeft,
  'arrow-right': Lucide.ArrowRight,
  award: Lucide.Award,
  book: Lucide.Book,
  brain: Lucide.Brain,
  calendar: Lucide.Calendar,
  check: Lucide.Check,
  'chevron-left': Lucide.ChevronLeft,
  'chevron-right': Lucide.ChevronRight,
  'circle-alert': Lucide.CircleAlert,
  'circle-check': Lucide.CircleCheck,
  download: Lucide.Download,
  droplet: Lucide.Droplet,
  dumbbell: Lucide.Dumbbell,
  footprints: Lucide.Footprints,
  gift: Lucide.Gift,
  heart: Lucide.Heart,
  image: Lucide.ImageIcon,
  leaf: Lucide.Leaf,
  lightbulb: Lucide.Lightbulb,
  lock: Lucide.Lock,
  menu: Lucide.Menu,
  mail: Lucide.Mail,
  moon: Lucide.Moon,
  'phone-off': Lucide.PhoneOff,
  pill: Lucide.Pill,
  play: Lucide.Play,
  printer: Lucide.Printer,
  'rotate-cw': Lucide.RotateCw,
  shower: Lucide.ShowerHead,
  sparkles: Lucide.Sparkles,
  sun: Lucide.Sun,
  users: Lucide.Users,
  utensils: Lucide.Utensils,
  x: Lucide.X,
  wind: Lucide.Wind,
  zap: Lucide.Zap,
} satisfies Record<string, Lucide.LucideIcon>;

export type IconName = keyof typeof ICONS;

/** A decorative 24×24 line icon in the text colour: the words beside it say what it means. */
export function Icon({ name, className = 'size-5 shrink-0' }: { name: IconName; className?: string }) {
  const Drawn = ICONS[name];
  return <Drawn aria-hidden="true" className={className} focusable="false" />;
}
