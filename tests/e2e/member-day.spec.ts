import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';

import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';

import { seedDocuments } from '../support/seed';
import { getTheDayReady } from './support/offline-day';
import { credentials, type E2EMember, logIn } from './support/members';
import { expectToast } from './support/toast';

/*
 * A member moves their day: chosen on the dashboard, every time they see
 * moves with it, on the clock they chose, on every screen, in the files they
 * download and in the copy stored for airplane mode. Another member keeps the
 * programme's day.
 */

/** The programme's timeline as the editor wrote it, in the day's order. */
const programme = seedDocuments<{ time: string; title: string; stage: { _ref: string } }>('timelineItem').sort((a, b) =>
  a.time.localeCompare(b.time),
);

/** A stored time moved by two hours, as the 24-hour clock shows it: "07:10" → "9:10". */
const twoHoursLater = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${(hours + 2) % 24 === 0 ? 24 : (hours + 2) % 24}:${String(minutes).padStart(2, '0')}`;
};

const SCREENS = [
  ['/product/reset/morning', 'stage.morning', 'Morning Timeline (9:00 – 12:15)'],
  ['/product/reset/midday', 'stage.midday', 'Midday Timeline (12:30 – 17:30)'],
  ['/product/reset/afternoon', 'stage.afternoon', 'Afternoon Timeline (17:30 – 24:00)'],
  ['/product/reset/evening', 'stage.afternoon', 'Afternoon Timeline (17:30 – 24:00)'],
] as const;

/** Chooses 9:00 on the 24-hour clock from the dashboard, with the keyboard, and waits for the saved announcement. */
async function chooseNineOnTheTwentyFourHourClock(page: Page) {
  const chooser = page.getByRole('region', { name: 'Your day, your start' });
  await expect(chooser.getByText('Your day: 7:00 AM to 10:00 PM')).toBeVisible();
  await chooser.getByLabel('Show times on').selectOption('24h');
  await chooser.getByLabel('My day starts at').focus();
  // Eight quarter hours later, one arrow key each, as a keyboard user moves through a native select.
  for (let step = 0; step < 8; step += 1) await page.keyboard.press('ArrowDown');
  await expect(chooser.getByLabel('My day starts at')).toHaveValue('09:00');
  await expect(chooser.getByText('Your day: 9:00 to 24:00')).toBeVisible();
  await chooser.getByLabel('My day starts at').selectOption('09:15');
  await expect(chooser.getByText('This day runs past midnight: it ends at 0:15 the next morning.')).toBeVisible();
  await chooser.getByLabel('My day starts at').selectOption('09:00');
  await expect(chooser.getByText(/runs past midnight/)).toHaveCount(0);
  await chooser.getByRole('button', { name: 'Save my day' }).click();
  await expectToast(page, 'Saved. Your day now runs from 9:00 to 24:00.');
}

/** Every screen of the member's day shows it two hours later on the 24-hour clock. */
async function expectTheMovedDay(page: Page, where: string) {
  await page.goto('/dashboard');
  const guide = page.getByRole('region', { name: 'Your Complete Reset Guide' });
  await expect(guide.getByText('Full timeline from 9:00 to 24:00'), where).toBeVisible();
  await expect(guide.getByText('Supplement schedules for 11:30, 17:00 and 22:45'), where).toBeVisible();

  for (const [path, stage, heading] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: heading }), `${where} ${path}`).toBeVisible();
    const items = programme.filter((item) => item.stage._ref === stage);
    await expect(page.getByRole('main').locator('ol time'), `${where} ${path}`).toHaveText(
      items.map((item) => twoHoursLater(item.time)),
    );
  }

  // Times the copy states of the day ({at:…}) move with it too.
  await page.goto('/product/reset/afternoon');
  await expect(
    page.getByText(/dinner finished by 21:00, screens off at 23:30 and lights out by 24:00/),
    where,
  ).toBeVisible();

  await page.goto('/product/reset/welcome');
  await expect(page.getByText('One day, planned hour by hour from 9:00 to 24:00', { exact: false })).toBeVisible();
  await expect(page.getByText(/screens off from 23:30 and lights out by 24:00/), where).toBeVisible();
  // Each supplement's rounds, after its dose.
  await expect(
    page
      .getByRole('main')
      .getByText(/ · 11:30/)
      .first(),
    where,
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your day, your start' }),
    'asked once, on the dashboard now',
  ).toHaveCount(0);

  await page.goto('/product/reset/reflection');
  await expect(page.getByText(/before lights out at 24:00/), where).toBeVisible();
  await expect(page.getByText(/no screens after 22:00/), where).toBeVisible();

  await page.goto('/daily-reset-tracker');
  await expect(page.getByRole('checkbox', { name: 'Woke at 9:00' }).first(), where).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Digital detox after 22:00' }).first(), where).toBeVisible();
}

for (const [name, width] of [
  ['otto', 1280],
  ['pia', 390],
] as const satisfies readonly (readonly [E2EMember, number])[]) {
  test(`at ${width} px a member who starts their day at 9:00 on the 24-hour clock sees every time two hours later`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, name);
    // Until they choose, the programme's day, whatever another member chose.
    await page.goto('/product/reset/morning');
    await expect(page.getByRole('heading', { level: 2, name: 'Morning Timeline (7:00 – 10:15 AM)' })).toBeVisible();
    await page.goto('/dashboard');
    await chooseNineOnTheTwentyFourHourClock(page);
    await expectTheMovedDay(page, `${width} px`);
  });
}

test('the calendar file, the guide PDF and the print guide follow the member’s day, and so does the offline copy', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'otto');
  const chooser = page.getByRole('region', { name: 'Your day, your start' });
  // Otto chose 9:00 on the 24-hour clock above, from another browser: the choice followed him here.
  await expect(chooser.getByLabel('My day starts at')).toHaveValue('09:00');
  await expect(chooser.getByLabel('Show times on')).toHaveValue('24h');

  await page.goto('/product/reset/welcome');
  await page.getByLabel('Your reset day').fill('2031-05-17');
  const [calendarFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Add to Calendar/ }).click(),
  ]);
  const events = new ICAL.Component(ICAL.parse(await readFile(await calendarFile.path(), 'utf8')))
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent));
  expect(events).toHaveLength(25);
  expect(events.map((event) => event.startDate.toString()).sort()).toEqual(
    programme.map((item) => `2031-05-17T${twoHoursLater(item.time).padStart(5, '0')}:00`).sort(),
  );

  await page.goto('/dashboard');
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the Guide' }).click(),
  ]);
  const pdfText = execFileSync('pdftotext', ['-layout', await pdf.path(), '-'], { encoding: 'utf8' });
  const print = await page.request.get('/assets/printable-guide.html');
  const printText = await print.text();
  for (const text of [
    'Morning Timeline (9:00 – 12:15)',
    'Midday Timeline (12:30 – 17:30)',
    'Afternoon Timeline (17:30 – 24:00)',
  ]) {
    expect(pdfText).toContain(text);
    expect(printText).toContain(text);
  }
  expect(pdfText).not.toMatch(/\b7:00\b/);

  await page.goto('/dashboard');
  await getTheDayReady(page);
  await context.setOffline(true);
  await expectTheMovedDay(page, 'offline');
  await context.setOffline(false);

  // Moving the day again stores the day again: offline, the new day, not the one stored before.
  await page.goto('/dashboard');
  await chooser.getByLabel('My day starts at').selectOption('10:00');
  await chooser.getByRole('button', { name: 'Save my day' }).click();
  await expectToast(page, 'Saved. Your day now runs from 10:00 to 1:00.');
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const stored = await (await caches.open('reset-day-v1')).match('/product/reset/morning');
          return stored ? (await stored.text()).includes('Morning Timeline (10:00 – 13:15)') : false;
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
  await context.setOffline(true);
  await page.goto('/product/reset/morning');
  await expect(page.getByRole('heading', { level: 2, name: 'Morning Timeline (10:00 – 13:15)' })).toBeVisible();
  await context.setOffline(false);
});

test('the welcome page offers the day once, on the 12-hour clock, and a day starting at 5:00 ends by 8:00 PM', async ({
  page,
}) => {
  await logIn(page, 'rosa');
  await page.goto('/product/reset/welcome');
  const chooser = page.getByRole('region', { name: 'Your day, your start' });
  await chooser.getByLabel('Show times on').selectOption('12h');
  await chooser.getByLabel('My day starts at').selectOption('05:00');
  await expect(chooser.getByText('Your day: 5:00 AM to 8:00 PM')).toBeVisible();
  await chooser.getByRole('button', { name: 'Save my day' }).click();
  await expectToast(page, 'Saved. Your day now runs from 5:00 AM to 8:00 PM.');
  // Asked once: the welcome page no longer offers it, the dashboard still does.
  await expect(chooser).toHaveCount(0);
  await page.goto('/product/reset/morning');
  await expect(page.getByRole('heading', { level: 2, name: 'Morning Timeline (5:00 – 8:15 AM)' })).toBeVisible();
  await expect(page.getByRole('main').locator('ol time').first()).toHaveText('5:00 AM');
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your day, your start' }).getByLabel('My day starts at')).toHaveValue(
    '05:00',
  );
});

test('two members who chose the same day share its screens, and each sees only their own name and choice', async ({
  browser,
}) => {
  const members = await Promise.all(
    (['tara', 'uwe'] as const).map(async (name) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await logIn(page, name);
      const saved = await page.request.post('/api/user/day', {
        data: { start: '06:30', clock: '24h' },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      return { page, context, username: credentials(name).username };
    }),
  );
  // Turn about, so each page is first made for one member and then served to the other.
  for (const path of ['/dashboard', '/product/reset/welcome', '/product/reset/morning', '/daily-reset-tracker']) {
    for (const [me, other] of [members, [...members].reverse()] as const) {
      await me!.page.goto(path);
      await expect(me!.page.getByRole('main')).toBeVisible();
      const html = await me!.page.content();
      expect(html, `${path} for ${me!.username}`).not.toContain(other!.username);
      if (path === '/dashboard') {
        await expect(me!.page.getByRole('heading', { level: 1 })).toContainText(`${me!.username}!`);
        await expect(me!.page.getByLabel('My day starts at')).toHaveValue('06:30');
      }
      if (path === '/product/reset/morning') {
        await expect(me!.page.getByRole('heading', { level: 2, name: 'Morning Timeline (6:30 – 9:45)' })).toBeVisible();
      }
    }
  }
  await Promise.all(members.map(({ context }) => context.close()));
});

/** What a member who never chose sees of the programme's day, on the clock their browser's language reads. */
for (const [locale, clock, hours, morning] of [
  ['de-DE', '24h', '7:00 to 22:00', 'Morning Timeline (7:00 – 10:15)'],
  ['en-US', '12h', '7:00 AM to 10:00 PM', 'Morning Timeline (7:00 – 10:15 AM)'],
] as const) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale });

    test(`shows a member who never chose the programme’s day on the ${clock} clock`, async ({ page }) => {
      await logIn(page, 'sven');
      await page.goto('/dashboard');
      await expect(
        page.getByRole('region', { name: 'Your Complete Reset Guide' }).getByText(`Full timeline from ${hours}`),
      ).toBeVisible();
      const chooser = page.getByRole('region', { name: 'Your day, your start' });
      // The chooser offers what the page shows.
      await expect(chooser.getByLabel('Show times on')).toHaveValue(clock);
      await expect(chooser.getByLabel('My day starts at')).toHaveValue('07:00');
      await expect(chooser.getByText(`Your day: ${hours}`)).toBeVisible();

      await page.goto('/product/reset/morning');
      await expect(page.getByRole('heading', { level: 2, name: morning, exact: true })).toBeVisible();
      await expect(page.getByRole('main').locator('ol time').first()).toHaveText('7:00');

      await page.goto('/assets/printable-guide.html');
      await expect(page.getByText(morning, { exact: true })).toBeVisible();
    });
  });
}
