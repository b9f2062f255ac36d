import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

import { seedDocument, within } from '../support/seed';
import { logIn } from './support/members';

/** The tracker's instructions and button labels are the editor's words (the checks are fixed by the product). */
const copy = seedDocument<{ instructions: string[]; printLabel: string; pdfLabel: string; htmlLabel: string }>(
  'trackerCopy',
);

test.beforeEach(async ({ page }) => {
  await logIn(page, 'ivan');
  await page.goto('/daily-reset-tracker');
});

test('seven daily sheets with Date and Day blanks, the three sets of checks and five note lines', async ({ page }) => {
  const sheets = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Day \d of 7$/ }) });
  await expect(sheets).toHaveCount(7);
  const first = sheets.first();
  await expect(first.getByText('Date:')).toBeVisible();
  await expect(first.getByText('Day:', { exact: true })).toBeVisible();
  await expect(first.getByRole('group', { name: 'Morning' }).getByRole('checkbox')).toHaveCount(4);
  await expect(first.getByRole('group', { name: 'Midday' }).getByRole('checkbox')).toHaveCount(3);
  await expect(first.getByRole('group', { name: 'Evening' }).getByRole('checkbox')).toHaveCount(4);
  for (const check of [
    // The programme's start: this member never moved their day.
    'Woke at 7:00',
    '10-minute mindfulness',
    'Morning supplements',
    'Movement session',
    'Screen-free focus block',
    'Digital detox after 8pm',
    'Evening supplements',
    '5-minute gratitude or reflection',
  ]) {
    await expect(first.getByRole('checkbox', { name: check })).toBeVisible();
  }
  await expect(first.locator('[data-note-line]')).toHaveCount(5);
  for (const instruction of copy.instructions) await expect(page.getByText(instruction)).toBeVisible();
  // The refund conditions: complete 7 consecutive days, and keep the tracker as proof for refunds.
  await expect(page.getByText(/7 consecutive days/)).toBeVisible();
  await expect(page.getByText(/Keep the tracker as proof for refunds/i)).toBeVisible();
});

test('ticks survive a reload and Clear removes them', async ({ page }) => {
  const dayThree = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Day 3 of 7' }) });
  await dayThree.getByRole('checkbox', { name: 'Movement session' }).check();
  await page.reload();
  await expect(dayThree.getByRole('checkbox', { name: 'Movement session' })).toBeChecked();
  const dayOne = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Day 1 of 7' }) });
  await expect(dayOne.getByRole('checkbox', { name: 'Movement session' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Clear all ticks' }).click();
  await expect(dayThree.getByRole('checkbox', { name: 'Movement session' })).not.toBeChecked();
  await page.reload();
  await expect(dayThree.getByRole('checkbox', { name: 'Movement session' })).not.toBeChecked();
});

test('print, a real 7-page PDF and an HTML version', async ({ page }) => {
  await page.evaluate(() => (window.print = () => ((window as unknown as { printed: boolean }).printed = true)));
  await page.getByRole('button', { name: within(copy.printLabel) }).click();
  expect(await page.evaluate(() => (window as unknown as { printed?: boolean }).printed)).toBe(true);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: within(copy.pdfLabel) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('24-hour-reset-7-day-tracker.pdf');
  const pdf = await PDFDocument.load(await readFile(await download.path()));
  expect(pdf.getPageCount()).toBe(7);

  const [html] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: within(copy.htmlLabel) }).click(),
  ]);
  await expect(html).toHaveURL(/\/api\/tracker\/html$/);
  await expect(html.getByRole('heading', { level: 2, name: /^Day \d of 7$/ })).toHaveCount(7);
});
