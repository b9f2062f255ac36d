import { inputField, secondaryButton } from '@/components/programme/classes';

/** YYYY-MM-DD of tomorrow, the usual reset day after preparing today. */
function tomorrow(): string {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
}

/**
 * "Add to calendar": a plain form, so it works before any script has loaded.
 * The server answers with an .ics download holding every timeline item of the
 * day, each with a reminder when it starts.
 */
export function CalendarForm() {
  return (
    <form action="/api/calendar" method="get" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="sm:w-56">
        <label htmlFor="reset-date" className="block font-medium text-ink">
          Your reset day
        </label>
        <input
          id="reset-date"
          name="date"
          type="date"
          required
          defaultValue={tomorrow()}
          className={`${inputField} mt-1`}
        />
      </div>
      <button type="submit" className={secondaryButton}>
        <span aria-hidden="true">📅</span> Add to Calendar
      </button>
    </form>
  );
}
