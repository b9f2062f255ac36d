// POST /api/user/day: a member chooses when their day starts and their clock.
// Each bad choice is refused with 400 naming the field, and changes nothing;
// without a live session, or from another site, nothing changes either. A
// choice the server keeps moves the member's calendar file and guide with it.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import { seedDocuments } from '../support/seed';
import { expectRefusal } from './support/http';
import { useApiServer } from './support/server';

/** The programme's timeline, as the editor wrote it (the seed dataset). */
const programmeTimes = seedDocuments<{ time: string }>('timelineItem')
  .map((item) => item.time)
  .sort();

const plus = (time: string, minutes: number) => {
  const [hours = 0, rest = 0] = time.split(':').map(Number);
  const total = hours * 60 + rest + minutes;
  const pad = (value: number) => String(value).padStart(2, '0');
  return { nextDay: total >= 24 * 60, time: `${pad(Math.floor(total / 60) % 24)}:${pad(total % 60)}:00` };
};

describe('the member’s own day', () => {
  const server = useApiServer('day', 87);
  const choose = (body: unknown, cookie: string | undefined = server.session, origin?: string) =>
    server.api('/api/user/day', {
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      cookie,
      origin,
    });
  const current = async () => {
    const answer = await server.api('/api/user/day', { method: 'GET', cookie: server.session });
    expect(answer.status, answer.text).toBe(200);
    return answer.json as { chosen: boolean; start: string; clock: string; hours: { start: string; end: string } };
  };
  const calendarStarts = async (date: string) => {
    const answer = await server.api(`/api/calendar?date=${date}`, { method: 'GET', cookie: server.session });
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    return new ICAL.Component(ICAL.parse(answer.text))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent).startDate.toString())
      .sort();
  };

  /** A day the calendar is asked for: any date works, as it is built for the day asked, not for today. */
  const DAY = '2030-03-09';

  const calendarDescriptions = async (date: string) => {
    const answer = await server.api(`/api/calendar?date=${date}`, { method: 'GET', cookie: server.session });
    return new ICAL.Component(ICAL.parse(answer.text))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent).description)
      .join('\n');
  };

  it('is the programme’s day until the member chooses', async () => {
    expect(await current()).toEqual({
      chosen: false,
      start: '07:00',
      clock: '12h',
      hours: { start: '7:00 AM', end: '10:00 PM' },
      pastMidnight: false,
    });
    expect(await calendarStarts(DAY)).toEqual(programmeTimes.map((time) => `${DAY}T${time}:00`));
  });

  it('until the member chooses a clock, shows the one their browser’s language reads, else the editor’s', async () => {
    const guideIn = async (language: string) => {
      const guide = await server.api('/assets/printable-guide.html', {
        method: 'GET',
        cookie: server.session,
        headers: { 'accept-language': language },
      });
      expect(guide.status, language).toBe(200);
      return guide.text;
    };
    const german = await guideIn('de-DE,de;q=0.9,en;q=0.8');
    expect(german).toContain('Morning Timeline (7:00 – 10:15)');
    expect(german).toContain('from 7:00 to 22:00');
    expect(german).not.toContain('10:00 PM');
    // A US browser, one that names no language, or junk: the editor's 12-hour clock, the day as written.
    for (const language of ['en-US,en;q=0.9', '*', 'not a language!']) {
      const text = await guideIn(language);
      expect(text, language).toContain('Morning Timeline (7:00 – 10:15 AM)');
      expect(text, language).toContain('from 7:00 AM to 10:00 PM');
    }
    const day = await server.api('/api/user/day', {
      method: 'GET',
      cookie: server.session,
      headers: { 'accept-language': 'de-DE' },
    });
    expect(day.json).toMatchObject({ chosen: false, clock: '24h', hours: { start: '7:00', end: '22:00' } });
  });

  it('refuses each bad choice with 400 naming the field, and changes nothing', async () => {
    const refusals: [unknown, 'start' | 'clock'][] = [
      [{ clock: '24h' }, 'start'],
      [{ start: '9:00', clock: '24h' }, 'start'],
      [{ start: 'nine', clock: '24h' }, 'start'],
      [{ start: 540, clock: '24h' }, 'start'],
      [{ start: '24:00', clock: '24h' }, 'start'],
      [{ start: '09:10', clock: '24h' }, 'start'],
      [{ start: '04:45', clock: '24h' }, 'start'],
      [{ start: '11:15', clock: '24h' }, 'start'],
      [{ start: '09:00' }, 'clock'],
      [{ start: '09:00', clock: '24' }, 'clock'],
      [{ start: '09:00', clock: null }, 'clock'],
    ];
    for (const [body, field] of refusals) {
      const answer = await choose(body);
      expect(answer.status, `${JSON.stringify(body)}: ${answer.text}`).toBe(400);
      expect(answer.json, JSON.stringify(body)).toEqual({
        error: expect.stringMatching(new RegExp(`^${field}: `)),
        field,
      });
    }
    expectRefusal(await choose('{"start": "09:00",'), 400, 'Request body must be valid JSON.');
    expect(await current()).toMatchObject({ chosen: false, start: '07:00' });
  });

  it('changes nothing without a live session, or from another site', async () => {
    const good = { start: '09:00', clock: '24h' };
    expectRefusal(await choose(good, ''), 401, 'Sign in to choose your day.');
    expect((await server.api('/api/logout', { cookie: server.sessionToEnd })).status).toBe(200);
    expectRefusal(await choose(good, server.sessionToEnd), 401, 'Sign in to choose your day.');
    expectRefusal(
      await choose(good, server.session, 'https://evil.example'),
      403,
      'Cross-site requests are not allowed.',
    );
    expect(await current()).toMatchObject({ chosen: false, start: '07:00' });
  });

  it('keeps the choice, and the member’s calendar and guide move with it', async () => {
    const nine = await choose({ start: '09:00', clock: '24h' });
    expect(nine.status, nine.text).toBe(200);
    expect(nine.json).toEqual({ ok: true, start: '9:00', end: '24:00', clock: '24h', pastMidnight: false });
    expect(await current()).toMatchObject({ chosen: true, start: '09:00', clock: '24h' });
    const moved = programmeTimes.map((time) => plus(time, 120));
    expect(await calendarStarts(DAY)).toEqual(moved.map(({ time }) => `${DAY}T${time}`));
    const guide = await server.api('/assets/printable-guide.html', { method: 'GET', cookie: server.session });
    expect(guide.text).toContain('Morning Timeline (9:00 – 12:15)');
    expect(guide.text).toContain('from 9:00 to 24:00');
    // Times the copy states of the day ({at:…}) move with it, in the guide and the reminders alike.
    expect(guide.text).toContain('finished by 21:00, with no eating after that');
    expect(guide.text).not.toContain('finished by 19:00');
    expect(await calendarDescriptions(DAY)).toContain('Nothing in your inbox needs you before 12:00.');

    const eleven = await choose({ start: '11:00', clock: '12h' });
    expect(eleven.json).toEqual({ ok: true, start: '11:00 AM', end: '2:00 AM', clock: '12h', pastMidnight: true });
    // The member's own clock, whatever their browser's language reads.
    const germanGuide = await server.api('/assets/printable-guide.html', {
      method: 'GET',
      cookie: server.session,
      headers: { 'accept-language': 'de-DE' },
    });
    expect(germanGuide.text).toContain('Morning Timeline (11:00 AM – 2:15 PM)');
    const late = programmeTimes.map((time) => plus(time, 240));
    expect(late.some(({ nextDay }) => nextDay)).toBe(true);
    // The last day of a month: the hours past midnight fall on the first of the next.
    expect(await calendarStarts('2030-03-31')).toEqual(
      late.map(({ time, nextDay }) => `${nextDay ? '2030-04-01' : '2030-03-31'}T${time}`).sort(),
    );
  });
});
