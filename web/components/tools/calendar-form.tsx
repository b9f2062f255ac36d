import { Icon } from '@/components/ui/icon';
import { buttonClasses } from '@/components/ui/button-styles';
import { OnlineOnlyForm } from '@/components/offline/online-only-form';
import { Field } from '@/components/ui/field';

/** YYYY-MM-DD of tomorrow, the usual reset day after preparing today. */
export function tomorrow(): string {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
}

/** A plain form, so it works before any script; offline it says it needs the network. */
export function CalendarForm({ copy, date }: { copy: { dateLabel: string; buttonLabel: string }; date: string }) {
  return (
    <OnlineOnlyForm action="/api/calendar" method="get" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field id="reset-date" label={copy.dateLabel} className="sm:w-56">
        {(control) => <input {...control} name="date" type="date" required defaultValue={date} />}
      </Field>
      <button type="submit" className={buttonClasses('outline')}>
        <Icon name="calendar" /> {copy.buttonLabel}
      </button>
    </OnlineOnlyForm>
  );
}
