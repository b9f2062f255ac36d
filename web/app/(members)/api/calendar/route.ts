import { renderCalendar } from '@/lib/documents';
import { getConfig } from '@/lib/env';
import { jsonError } from '@/lib/http/json';
import { memberRoute } from '@/lib/http/routes';
import { parseCalendarDate } from '@/lib/programme/ics';

/** The day's timeline as an .ics file for the date a member picks (?date=YYYY-MM-DD), members only. */
export const GET = memberRoute('Sign in to add the programme to your calendar.', async (_member, request) => {
  const date = request.nextUrl.searchParams.get('date');
  if (!date || !parseCalendarDate(date)) return jsonError(400, 'Choose a date as YYYY-MM-DD.');
  const { ics, fileName } = await renderCalendar(date, getConfig().siteUrl);
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
