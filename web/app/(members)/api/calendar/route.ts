import type { NextRequest } from 'next/server';

import { getCurrentMember } from '@/lib/auth/current-member';
import { getCalendarEvents, getProgrammeName } from '@/lib/content';
import { getConfig } from '@/lib/env';
import { withServices } from '@/lib/http/errors';
import { jsonError } from '@/lib/http/json';
import { calendarFileName } from '@/lib/programme/file-names';
import { buildCalendar, parseCalendarDate } from '@/lib/programme/ics';

/** The day's timeline as an .ics file for the date a member picks (?date=YYYY-MM-DD), members only. */
export async function GET(request: NextRequest) {
  return withServices(async () => {
    if (!(await getCurrentMember())) return jsonError(401, 'Sign in to add the programme to your calendar.');
    const date = request.nextUrl.searchParams.get('date');
    if (!parseCalendarDate(date)) return jsonError(400, 'Choose a date as YYYY-MM-DD.');

    const [events, name] = await Promise.all([getCalendarEvents(), getProgrammeName()]);
    const ics = buildCalendar({
      items: events.map((event) => ({
        id: event._id,
        time: event.time,
        durationMinutes: event.durationMinutes,
        title: event.title,
        description: event.description,
        stageKey: event.stage.key,
        stageTitle: event.stage.title,
      })),
      date: date as string,
      programmeName: name,
      siteUrl: getConfig().siteUrl,
      now: new Date(),
    });
    return new Response(ics, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${calendarFileName(name, date as string)}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  });
}
