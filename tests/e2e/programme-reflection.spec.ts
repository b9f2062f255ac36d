import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

import { seedDocument, within } from '../support/seed';
import { logIn } from './support/members';

const REFLECTION = '/product/reset/reflection';

// Editors' words come from the seed; the product fixes the five answers' keys, the titles and the quotes.
const stage = seedDocument<{ journalQuestions: { key: string; question: string }[]; nextStepLabel: string }>(
  'stage.reflection',
);
const question = (key: string) => stage.journalQuestions.find((each) => each.key === key)!.question;
const SURPRISED = question('surprised');
const KEEP_HABIT = question('keepHabit');
const certificate = seedDocument<{ heading: string; buttonLabel: string }>('certificate');
const extras = seedDocument<{
  successStoriesHeading: string;
  momentumHeading: string;
  momentumTips: string[];
  habitsHeading: string;
  recommendedHabits: { title: string }[];
  invite: { buttonLabel: string };
}>('reflectionExtras');

test.beforeEach(async ({ page }) => {
  await logIn(page, 'hana');
  await page.goto(REFLECTION);
});

test('the journal keeps answers in this browser, says so on save, and clears them', async ({ page }) => {
  const journal = page.getByRole('region', { name: 'Your Reflection Journal' });
  const questions = journal.getByRole('textbox');
  await expect(questions).toHaveCount(5);
  await journal.getByLabel(SURPRISED).fill('How calm the afternoon was.');
  await journal.getByLabel(KEEP_HABIT).fill('The grounding walk.');
  await journal.getByRole('button', { name: 'Save My Reflections' }).click();
  await expect(journal.getByRole('status')).toHaveText(
    'Your reflections are saved in this browser. They stay on this device and are never sent to us.',
  );
  // Kept under an entry of this member's own, which no other member's page reads.
  const stored = await page.evaluate(() =>
    Object.entries(window.localStorage).filter(([key]) => key.startsWith('24hr-reset:')),
  );
  expect(stored.map(([key]) => key)).toEqual([expect.stringMatching(/^24hr-reset:[0-9a-f-]{36}:journal$/)]);
  expect(JSON.parse(stored[0]![1])).toMatchObject({
    surprised: 'How calm the afternoon was.',
    keepHabit: 'The grounding walk.',
  });

  await page.reload();
  await expect(journal.getByLabel(SURPRISED)).toHaveValue('How calm the afternoon was.');
  await journal.getByRole('button', { name: 'Clear reflections' }).click();
  await expect(journal.getByLabel(SURPRISED)).toHaveValue('');
  await page.reload();
  await expect(journal.getByLabel(KEEP_HABIT)).toHaveValue('');
});

test('the printable reflection journal is a page of its own with the five questions, for members only', async ({
  page,
  playwright,
  baseURL,
}) => {
  const link = page.getByRole('link', { name: 'Download the printable reflection journal' });
  await expect(link).toHaveAttribute('href', '/assets/reflection-journal.html');
  await page.goto('/assets/reflection-journal.html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reflection Journal');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(5);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(
    stage.journalQuestions.map((each, index) => `${index + 1}. ${each.question}`),
  );
  await expect(page.getByRole('button', { name: 'Print this journal' })).toBeVisible();

  // Part of what buyers pay for: not readable without a session.
  const visitor = await playwright.request.newContext({ baseURL });
  const signedOut = await visitor.get('/assets/reflection-journal.html');
  expect(signedOut.status()).toBe(401);
  expect(await signedOut.text()).not.toContain(SURPRISED);
  await visitor.dispose();
});

async function readPng(path: string) {
  return PNG.sync.read(await readFile(path));
}

async function createCertificate(page: Page, format: 'Square' | 'Story') {
  const form = page.getByRole('region', { name: certificate.heading });
  await form.getByLabel('Your name').fill('Hana Example');
  await form.getByLabel('Your title').selectOption('Clarity Creator');
  await form.getByLabel('Your quote').selectOption('Reset. Rebuild. Rise.');
  await form.getByRole('radio', { name: new RegExp(format) }).check();
  const downloadPromise = page.waitForEvent('download');
  const started = Date.now();
  await form.getByRole('button', { name: within(certificate.buttonLabel) }).click();
  await expect(form.getByRole('button', { name: /Creating Magic\.\.\./ })).toBeDisabled();
  const download = await downloadPromise;
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  await expect(form.getByRole('button', { name: within(certificate.buttonLabel) })).toBeEnabled();
  return download;
}

test('the certificate button waits for a name, a title and a quote', async ({ page }) => {
  const form = page.getByRole('region', { name: certificate.heading });
  const button = form.getByRole('button', { name: within(certificate.buttonLabel) });
  await expect(form.getByLabel('Your title').locator('option:not([value=""])')).toHaveCount(8);
  await expect(form.getByLabel('Your quote').locator('option:not([value=""])')).toHaveCount(6);
  await expect(button).toBeDisabled();
  await form.getByLabel('Your name').fill('   ');
  await form.getByLabel('Your title').selectOption('Life Designer');
  await form.getByLabel('Your quote').selectOption('I hit reset and found clarity.');
  await expect(button).toBeDisabled();
  await form.getByLabel('Your name').fill('Hana');
  await expect(button).toBeEnabled();
  await form.getByLabel('Your quote').selectOption('');
  await expect(button).toBeDisabled();
});

for (const [format, width, height] of [
  ['Square', 1080, 1080],
  ['Story', 1080, 1920],
] as const) {
  test(`the ${format.toLowerCase()} certificate is a ${width}×${height} PNG with a QR code to the site`, async ({
    page,
    baseURL,
  }) => {
    const download = await createCertificate(page, format);
    expect(download.suggestedFilename()).toBe(`24-hour-reset-certificate-${format.toLowerCase()}.png`);
    const png = await readPng(await download.path());
    expect([png.width, png.height]).toEqual([width, height]);
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(baseURL);
  });
}

test('stories, momentum tips, habits, the guide, the newsletter and the way onwards are all there', async ({
  page,
}) => {
  // Fixed: three success-story cards. The tips and habits are the editor's, in the editor's order.
  await expect(page.getByRole('region', { name: extras.successStoriesHeading }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('region', { name: extras.momentumHeading }).getByRole('listitem')).toHaveText(
    extras.momentumTips.map((tip) => within(tip)),
  );
  await expect(page.getByRole('region', { name: extras.habitsHeading }).getByRole('heading', { level: 3 })).toHaveText(
    extras.recommendedHabits.map((habit) => habit.title),
  );
  await expect(page.getByRole('link', { name: /Download the Full Timeline Guide/ })).toHaveAttribute(
    'href',
    '/api/guide',
  );
  await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  const onwards = page.getByRole('navigation', { name: 'What next' });
  await expect(onwards.getByRole('link', { name: within(stage.nextStepLabel) })).toHaveAttribute(
    'href',
    '/product/reset/welcome',
  );
  await expect(onwards.getByRole('link', { name: 'Back to the Home Page' })).toHaveAttribute('href', '/');
});

test('invite a friend copies the link and says so where there is no native share', async ({ page, baseURL }) => {
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text: string) => ((window as unknown as { copied: string }).copied = text) },
      configurable: true,
    });
  });
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.accept();
  });
  await page.getByRole('button', { name: within(extras.invite.buttonLabel) }).click();
  await expect.poll(() => alerts).toEqual(['alert: Link copied to clipboard! Share it with your friend.']);
  expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toContain(baseURL);
});

test('invite a friend uses the native share sheet where there is one', async ({ page, baseURL }) => {
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => ((window as unknown as { shared: ShareData }).shared = data),
      configurable: true,
    });
  });
  let dialogs = 0;
  page.on('dialog', () => dialogs++);
  await page.getByRole('button', { name: within(extras.invite.buttonLabel) }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url)).toBe(baseURL);
  expect(dialogs).toBe(0);
});
