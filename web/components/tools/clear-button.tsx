import { buttonClasses } from '@/components/ui/button-styles';

/** "Clear" for what a tool keeps in this browser; screen readers hear what it clears ("Clear detox ticks"). */
export function ClearButton({ label, what, onClear }: { label: string; what: string; onClear: () => void }) {
  return (
    <button type="button" onClick={onClear} className={buttonClasses('quiet', 'sm')}>
      {label}
      <span className="sr-only"> {what}</span>
    </button>
  );
}
