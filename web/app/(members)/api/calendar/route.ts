import { renderCalendar } from '@/lib/documents';
import { getConfig } from '@/lib/env';
import { jsonError } from '@/lib/http/json';
import { memberRoute } from '@/lib/http/routes';
import { getMemberDay } from '@/lib/programme/member-day';
import { parseCalendarDate } from '@/lib/programme/ics';

/** The day's timeline on the member's own day as an .ics file for the date they pick (?date=YYYY-MM-DD), members only. */
export const GET = memberRoute('Sign in to add the programme to your calendar.', async (member, request) => {
  const date = request.nextUrl.searchParams.get('date');
  if (!date || !parseCalendarDate(date)) return jsonError(400, 'Choose a date as YYYY-MM-DD.');
  const { ics, fileName } = await renderCalendar(date, getConfig().siteUrl, await getMemberDay(member));
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
