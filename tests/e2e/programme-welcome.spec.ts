import { readFile } from 'node:fs/promises';

import { expect, test, type Download, type Page } from '@playwright/test';
import ICAL from 'ical.js';

import { seedDocument, seedDocuments, within } from '../support/seed';
import { logIn } from './support/members';
import { expectToast } from './support/toast';

const WELCOME = '/product/reset/welcome';

// What the editors write (plan and meal names, ingredients, supplement and detox labels, the calculator's
// words) comes from the seed; the product fixes the section headings, the file name rule and the toast.
type Meal = { name: string; ingredients: string[]; steps: string[] };
const product = seedDocument<{ name: string }>('product');
const welcome = seedDocument<{ nextStepLabel: string }>('stage.welcome');
const plans = seedDocuments<{ key: string; order: number; name: string; breakfast: Meal }>('dietPlan').sort(
  (a, b) => a.order - b.order,
);
const plan = (key: string) => plans.find((each) => each.key === key)!;
const omni = plan('omni');
const supplement = (key: string) =>
  seedDocuments<{ key: string; label: string }>('supplement').find((each) => each.key === key)!.label;
const detoxItem = (key: string) =>
  seedDocuments<{ key: string; label: string }>('detoxItem').find((each) => each.key === key)!.label;
const calculator = seedDocument<{ calculator: { heading: string; buttonLabel: string; resultLabel: string } }>(
  'waterGuidance',
).calculator;
/** The file is named after the programme, the lowercased plan name with spaces as dashes, and 'plan.txt'. */
const slug = (name: string) => name.toLowerCase().replace(/ /g, '-');
const checklistFile = (planName: string) => `${slug(product.name)}-${slug(planName)}-plan.txt`;
const checklistToast = (planName: string) => `Your ${planName} plan checklist is ready. Happy resetting!`;

async function downloadText(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

async function clickForDownload(page: Page, action: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  return download;
}

test.beforeEach(async ({ page }) => {
  await logIn(page, 'gustav');
  await page.goto(WELCOME);
});

test('the preparation page has its sections in order and its buttons go where they should', async ({ page }) => {
  // The page's own sections; the site's footer below has headings of its own.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    `What is the ${product.name}?`,
    "What You'll Need to Start",
    'Ready to Reset?',
  ]);
  const cards = page.getByRole('region', { name: "What You'll Need to Start" }).getByRole('heading', { level: 3 });
  await expect(cards).toHaveText([
    /Choose Your Food Style/,
    /Supplements Checklist/,
    /The Full Printable Guide/,
    /Digital Detox Checklist/,
    within(calculator.heading),
  ]);

  const start = page.getByRole('link', { name: "I'm In – Let's Start" });
  await expect(start).toHaveAttribute('href', '#preparation');
  await start.click();
  await expect(page.getByRole('heading', { level: 2, name: "What You'll Need to Start" })).toBeInViewport();

  // 'Ready to Reset?' ends with a plain link: a full page load to the morning screen.
  const ready = page
    .getByRole('region', { name: 'Ready to Reset?' })
    .getByRole('link', { name: within(welcome.nextStepLabel) });
  await expect(ready).toHaveAttribute('href', '/product/reset/morning');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await ready.click();
  await expect(page).toHaveURL('/product/reset/morning');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
});

test('the food-style picker has five tabs, starts at omni and shows each plan’s meals', async ({ page }) => {
  const picker = page.getByRole('region', { name: /Choose Your Food Style/ });
  const tabs = picker.getByRole('tab');
  await expect(tabs).toHaveText(plans.map((each) => each.name));
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const panel = picker.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 4 })).toHaveText([
    within(`Breakfast: ${omni.breakfast.name}`, 'i'),
    /Lunch: /i,
    /Dinner: /i,
  ]);
  await tabs.nth(4).click();
  await expect(panel.getByRole('heading', { level: 4 }).first()).not.toHaveText(within(omni.breakfast.name));
  await expect(panel.locator('ol').first().getByRole('listitem').first()).toBeVisible();
  // Two columns on a phone, five on a wide screen.
  const columns = () =>
    picker.getByRole('tablist').evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
  expect(await columns()).toBe(5);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await columns()).toBe(2);
});

test('the checklist download is named after the plan and lists meals, then every supplement ticked or not', async ({
  page,
}) => {
  const supplements = page.getByRole('region', { name: /Supplements Checklist/ });
  const boxes = supplements.getByRole('checkbox');
  await expect(boxes).toHaveCount(14);
  await supplements.getByRole('checkbox', { name: within(supplement('zinc')) }).check();
  await supplements.getByRole('checkbox', { name: within(supplement('vitamind3')) }).check();

  const picker = page.getByRole('region', { name: /Choose Your Food Style/ });
  let download = await clickForDownload(page, () =>
    picker.getByRole('button', { name: within(`Download ${omni.name} Checklist`) }).click(),
  );
  expect(download.suggestedFilename()).toBe(checklistFile(omni.name));
  await expectToast(page, 'Checklist Downloaded!', checklistToast(omni.name));
  const lines = (await downloadText(download)).split('\n');
  expect(lines.slice(0, 5 + omni.breakfast.ingredients.length)).toEqual([
    `${product.name}: ${omni.name} Plan Checklist`,
    '',
    `BREAKFAST: ${omni.breakfast.name}`,
    '',
    'Ingredients:',
    ...omni.breakfast.ingredients.map((ingredient) => `□ ${ingredient}`),
  ]);
  expect(lines).toContain('Steps:');
  expect(lines).toContain(`1. ${omni.breakfast.steps[0]}`);
  expect(lines.some((line) => line.startsWith('LUNCH: '))).toBe(true);
  expect(lines.some((line) => line.startsWith('DINNER: '))).toBe(true);
  const supplementLines = lines.slice(lines.indexOf('SUPPLEMENTS') + 2).filter(Boolean);
  expect(supplementLines).toHaveLength(14);
  expect(supplementLines).toContain(`☑ ${supplement('zinc')}`);
  expect(supplementLines).toContain(`☑ ${supplement('vitamind3')}`);
  expect(supplementLines).toContain(`□ ${supplement('magnesium')}`);
  expect(supplementLines.filter((line) => line.startsWith('☑'))).toHaveLength(2);

  // The supplements card's button downloads the same checklist, for the chosen plan.
  const glutenFree = plan('gluten-free');
  await picker.getByRole('tab', { name: glutenFree.name }).click();
  download = await clickForDownload(page, () =>
    supplements.getByRole('button', { name: 'Download Checklist' }).click(),
  );
  expect(download.suggestedFilename()).toBe(checklistFile(glutenFree.name));
  await expectToast(page, 'Checklist Downloaded!', checklistToast(glutenFree.name));
});

test('supplement and detox ticks and water inputs survive a reload, and Clear empties them', async ({ page }) => {
  const supplements = page.getByRole('region', { name: /Supplements Checklist/ });
  const detox = page.getByRole('region', { name: /Digital Detox Checklist/ });
  await expect(detox.getByRole('checkbox')).toHaveCount(6);
  await supplements.getByRole('checkbox', { name: within(supplement('melatonin')) }).check();
  await detox.getByRole('checkbox', { name: within(detoxItem('autoreply')) }).check();
  const water = page.getByRole('region', { name: within(calculator.heading) });
  await water.getByLabel('Weight (kg)').fill('70');
  await water.getByLabel('Height (cm)').fill('180');

  await page.reload();
  await expect(supplements.getByRole('checkbox', { name: within(supplement('melatonin')) })).toBeChecked();
  await expect(supplements.getByText('1 of 14 ticked')).toBeVisible();
  await expect(detox.getByRole('checkbox', { name: within(detoxItem('autoreply')) })).toBeChecked();
  await expect(detox.getByText('1 of 6 done')).toBeVisible();
  await expect(water.getByLabel('Weight (kg)')).toHaveValue('70');
  await expect(water.getByLabel('Height (cm)')).toHaveValue('180');

  await supplements.getByRole('button', { name: 'Clear supplement ticks' }).click();
  await detox.getByRole('button', { name: 'Clear detox ticks' }).click();
  await water.getByRole('button', { name: 'Clear water calculator' }).click();
  await expect(supplements.getByRole('checkbox', { name: within(supplement('melatonin')) })).not.toBeChecked();
  await expect(detox.getByRole('checkbox', { name: within(detoxItem('autoreply')) })).not.toBeChecked();
  await expect(water.getByLabel('Weight (kg)')).toHaveValue('');
  await page.reload();
  await expect(supplements.getByRole('checkbox', { name: within(supplement('melatonin')) })).not.toBeChecked();
  await expect(detox.getByRole('checkbox', { name: within(detoxItem('autoreply')) })).not.toBeChecked();
});

test('the water calculator: disabled until both values, the formula, units clear everything', async ({ page }) => {
  const water = page.getByRole('region', { name: within(calculator.heading) });
  const button = water.getByRole('button', { name: within(calculator.buttonLabel) });
  const result = water.getByTestId('water-result');
  await expect(button).toBeDisabled();
  await expect(result).toHaveCount(0);
  await water.getByLabel('Weight (kg)').fill('80');
  await expect(button).toBeDisabled();
  await water.getByLabel('Height (cm)').fill('180');
  await expect(button).toBeEnabled();
  await expect(result).toHaveCount(0);
  await button.click();
  // 80 × 35 + 10 × 5 = 2850 ml → 2.9 l → 12 glasses
  await expect(result).toContainText(calculator.resultLabel);
  await expect(result).toContainText('2.9 liters');
  await expect(result).toContainText('about 12 glasses of 250 ml');
  // A changed value clears the result it no longer matches, until calculated again.
  await water.getByLabel('Weight (kg)').fill('81');
  await expect(result).toHaveCount(0);
  await water.getByLabel('Weight (kg)').fill('80');
  await button.click();
  await expect(result).toContainText('2.9 liters');
  await water.getByLabel('Height (cm)').fill('181');
  await expect(result).toHaveCount(0);

  await water.getByText('Imperial', { exact: true }).click();
  await expect(water.getByRole('radio', { name: 'Imperial' })).toBeChecked();
  await expect(result).toHaveCount(0);
  await expect(water.getByLabel('Weight (lb)')).toHaveValue('');
  await expect(water.getByLabel('Height (in)')).toHaveValue('');
  await expect(button).toBeDisabled();
  await water.getByLabel('Weight (lb)').fill('154');
  await water.getByLabel('Height (in)').fill('70');
  await water.getByLabel('Height (in)').press('Enter');
  await expect(result).toContainText('2.5 liters');
  await expect(result).toContainText('about 11 glasses of 250 ml');

  // A zero result stays hidden (shown only while above 0).
  await water.getByText('Metric', { exact: true }).click();
  await water.getByLabel('Weight (kg)').fill('0');
  await water.getByLabel('Height (cm)').fill('160');
  await button.click();
  await expect(result).toHaveCount(0);
});

test('the printable guide opens a printable window and the button waits for printing to finish', async ({ page }) => {
  // A print dialog cannot be driven from a test: in every new page of this context, print() only records the call.
  await page.context().addInitScript(() => {
    window.print = () => ((window as unknown as { printed: boolean }).printed = true);
  });
  const card = page.getByRole('region', { name: /The Full Printable Guide/ });
  const [guide] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('button', { name: /Download Full Guide/ }).click(),
  ]);
  const busy = card.getByRole('button', { name: /Generating PDF\.\.\./ });
  await expect(busy).toBeDisabled();
  await expect.poll(() => guide.evaluate(() => (window as unknown as { printed?: boolean }).printed)).toBe(true);
  await expect(busy).toBeDisabled();
  for (const heading of [
    'Morning Timeline (7:00 – 10:15 AM)',
    'Midday Timeline (10:30 – 15:30)',
    'Afternoon Timeline (15:30 – 22:00)',
    'Supplement Guide',
    'Meal Plans',
  ]) {
    await expect(guide.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  for (const heading of ['9:30', '15:00', '20:45', ...plans.map((each) => each.name)]) {
    await expect(guide.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  }
  await expect(guide.getByRole('cell', { name: 'Screen-Free Wind Down' })).toBeVisible();
  // The guide's window tells this page once printing is over.
  await guide.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(card.getByRole('button', { name: /Download Full Guide/ })).toBeEnabled();
  // The guide came from the server as a page of its own, not written into the window by this page.
  expect(new URL(guide.url()).pathname).toBe('/assets/printable-guide.html');
});

test('a blocked print window leaves the guide button as it was, with no message', async ({ page }) => {
  await page.evaluate(() => (window.open = () => null));
  let dialogs = 0;
  page.on('dialog', () => dialogs++);
  const card = page.getByRole('region', { name: /The Full Printable Guide/ });
  await card.getByRole('button', { name: /Download Full Guide/ }).click();
  await expect(card.getByRole('button', { name: /Download Full Guide/ })).toBeEnabled();
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('li')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('the real print window holds the printable guide', async ({ page }) => {
  const card = page.getByRole('region', { name: /The Full Printable Guide/ });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('button', { name: /Download Full Guide/ }).click(),
  ]);
  await expect(popup.getByRole('heading', { level: 2, name: 'Supplement Guide' })).toBeVisible();
  await expect(popup.getByRole('heading', { level: 2, name: 'Meal Plans' })).toBeVisible();
  await popup.close();
  await expect(card.getByRole('button', { name: /Download Full Guide/ })).toBeEnabled();
});

test('Add to Calendar downloads the day as 25 events with a reminder each, on the chosen date', async ({ page }) => {
  await page.getByLabel('Your reset day').fill('2031-05-17');
  const download = await clickForDownload(page, () => page.getByRole('button', { name: /Add to Calendar/ }).click());
  expect(download.suggestedFilename()).toBe('24-hour-reset-2031-05-17.ics');
  const calendar = new ICAL.Component(ICAL.parse(await downloadText(download)));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(25);
  const byStage = { morning: 0, midday: 0, afternoon: 0 } as Record<string, number>;
  for (const vevent of vevents) {
    const event = new ICAL.Event(vevent);
    expect(event.startDate.toString().startsWith('2031-05-17T')).toBe(true);
    expect(vevent.getAllSubcomponents('valarm')).toHaveLength(1);
    const stage = String(vevent.getFirstPropertyValue('url')).split('/').pop() ?? '';
    byStage[stage] = (byStage[stage] ?? 0) + 1;
  }
  expect(byStage).toEqual({ morning: 8, midday: 6, afternoon: 11 });
  const [first, last] = [vevents.at(0), vevents.at(-1)];
  if (!first || !last) throw new Error('No events');
  expect(new ICAL.Event(first).startDate.toString()).toBe('2031-05-17T07:00:00');
  expect(new ICAL.Event(last).startDate.toString()).toBe('2031-05-17T21:30:00');
});

test('the calendar and tracker downloads are for members only', async ({ request }) => {
  for (const path of ['/api/calendar?date=2031-05-17', '/api/tracker', '/api/tracker/html']) {
    const response = await request.get(path, { headers: { cookie: '' } });
    expect(response.status(), path).toBe(401);
  }
});
