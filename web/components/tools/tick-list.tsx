import { checkboxClasses } from '@/components/ui/input-styles';

export function TickList({
  legend,
  items,
  ticks,
  onTick,
  className = 'space-y-2',
}: {
  legend: string;
  items: { key: string; label: string; detail: string }[];
  ticks: Record<string, boolean>;
  onTick: (key: string, ticked: boolean) => void;
  className?: string;
}) {
  return (
    <fieldset className="mt-4">
      <legend className="sr-only">{legend}</legend>
      <ul className={className}>
        {items.map((item) => (
          <li key={item.key}>
            <label className="flex min-h-11 cursor-pointer gap-3 rounded-xl border border-slate-200 p-3 hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input
                type="checkbox"
                name={item.key}
                checked={Boolean(ticks[item.key])}
                onChange={(event) => onTick(item.key, event.target.checked)}
                className={`mt-0.5 ${checkboxClasses}`}
              />
              <span>
                <span className="block font-medium text-ink">{item.label}</span>
                <span className="block text-sm text-slate-700">{item.detail}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
