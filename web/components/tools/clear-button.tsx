import { buttonClasses } from '@/components/ui/button-styles';

/** "Clear" for what a tool keeps in this browser; screen readers hear what it clears ("Clear detox ticks"). */
export function ClearButton({ what, onClear }: { what: string; onClear: () => void }) {
  return (
    <button type="button" onClick={onClear} className={buttonClasses('quiet', 'sm')}>
      Clear<span className="sr-only"> {what}</span>
    </button>
  );
}
