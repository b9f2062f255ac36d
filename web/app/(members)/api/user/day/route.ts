import { jsonError } from '@/lib/http/json';
import { memberJsonRoute, memberRoute } from '@/lib/http/routes';
import { chooseDay, getDayChooser } from '@/lib/programme/member-day';
import { dayPreview } from '@/lib/programme/clock';
import { dayChoiceSchema, dayFieldMessages } from '@/lib/validation/member-day';

const SIGN_IN = 'Sign in to choose your day.';

/** The member's day: their start (the programme's until they choose) and clock, and the hours it gives. */
export const GET = memberRoute(SIGN_IN, async (member) => {
  const { start, clock, chosen, range } = await getDayChooser(member);
  const hours = dayPreview(start, clock, range);
  return Response.json(
    { chosen, start, clock, hours: { start: hours.start, end: hours.end }, pastMidnight: hours.pastMidnight },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
});

/** The member chooses when their day starts and their clock: `{ "start": "09:00", "clock": "24h" }`. */
export const POST = memberJsonRoute(SIGN_IN, dayChoiceSchema, async (member, choice) => {
  const result = await chooseDay(member.id, choice);
  if (result.ok) return Response.json(result, { headers: { 'Cache-Control': 'private, no-store' } });
  if (result.reason === 'access-ended') return jsonError(401, SIGN_IN);
  return jsonError(400, dayFieldMessages.range(result.earliest, result.latest), undefined, { field: 'start' });
});
