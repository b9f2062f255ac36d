import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { chromium, expect, test, type BrowserContext, type Download, type Page } from '@playwright/test';

import config from '../../playwright.config';
import { seedDocument, within } from '../support/seed';
import { credentials, logIn, signInWithEmailedLink } from './support/members';
import { getTheDayReady } from './support/offline-day';
import { buyThroughApi } from './support/purchase';

// The day a member stores for airplane mode: every members' page (by its title),
// the documents, and what a member does with the tools, all with the network off.
const STORE = 'reset-day-v1';
const PAGES: [path: string, title: string][] = [
  ['/dashboard', 'Your dashboard'],
  ['/product/reset/welcome', 'Welcome & Prep'],
  ['/product/reset/morning', 'Morning Routine'],
  ['/product/reset/midday', 'Midday Recharge'],
  ['/product/reset/afternoon', 'Afternoon Flow + Evening Wind Down'],
  ['/product/reset/evening', 'Afternoon Flow + Evening Wind Down'],
  ['/product/reset/reflection', 'Final Reflection'],
  ['/daily-reset-tracker', 'Daily Reset Tracker'],
];
const OFFLINE_NOTE = /You are offline\. This needs the internet and will work once you are back online/;
const certificate = seedDocument<{ heading: string; buttonLabel: string }>('certificate');
const journalQuestion = seedDocument<{ journalQuestions: { question: string }[] }>('stage.reflection')
  .journalQuestions[0]!.question;

/** Every same-origin file or page the page could not get, apart from the router's optional prefetches. */
function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.origin === new URL(page.url()).origin && !url.searchParams.has('_rsc')) {
      failed.push(url.pathname + url.search);
    }
  });
  return failed;
}

async function storedUrls(page: Page): Promise<string[] | null> {
  return page.evaluate(async (store) => {
    if (!(await caches.has(store))) return null;
    const keys = await (await caches.open(store)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  }, STORE);
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

test('the stored day works in airplane mode, and logging out leaves nothing of it', async ({ page, context }) => {
  test.setTimeout(120_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await logIn(page, 'kai');
  await getTheDayReady(page);

  // Only the programme is stored: its pages, documents and build files, never an API answer about the account.
  const stored = (await storedUrls(page))!;
  for (const [path] of PAGES) expect(stored).toContain(path);
  for (const document of ['/api/guide', '/api/tracker', '/api/tracker/html', '/assets/printable-guide.html']) {
    expect(stored).toContain(document);
  }
  for (const url of stored) {
    expect(url).toMatch(
      /^\/(_next\/static\/|dashboard$|product\/reset\/[a-z]+$|daily-reset-tracker$|api\/guide$|api\/tracker(\/html)?$|assets\/[a-z-]+\.html$|manifest\.webmanifest$|favicon\.ico$|icon|apple-icon$|offline-ready\.json$)/,
    );
  }

  const failed = failedRequests(page);
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  for (const [path, title] of PAGES) {
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[+&]/g, '\\$&')} \\|`));
    await page.reload();
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[+&]/g, '\\$&')} \\|`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // The dashboard says the day is ready; its link to a stage loads the stored page.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Ready for airplane mode?' }).getByRole('status')).toHaveText(
    /^Your day is ready for airplane mode/,
  );
  await page
    .getByRole('main')
    .getByRole('link', { name: /Midday Recharge/ })
    .click();
  await expect(page).toHaveURL('/product/reset/midday');
  await expect(page).toHaveTitle(/^Midday Recharge \|/);

  // A stage screen's tabs answer (its scripts came from the store).
  const tabs = page.getByRole('tablist', { name: 'Food style' }).getByRole('tab');
  await tabs.nth(2).click();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');

  // The welcome page's tools keep their state across a reload; the calendar file waits for the network.
  await page.goto('/product/reset/welcome');
  const detox = page.getByRole('region', { name: /Digital Detox Checklist/ });
  await detox.getByRole('checkbox').first().check();
  await page.getByLabel('Weight (kg)').fill('70');
  await page.reload();
  await expect(detox.getByRole('checkbox').first()).toBeChecked();
  await expect(page.getByLabel('Weight (kg)')).toHaveValue('70');
  await page.getByLabel('Your reset day').fill('2030-05-04');
  await page.getByRole('button', { name: /Add to Calendar/ }).click();
  await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
  await expect(page).toHaveURL('/product/reset/welcome');
  await expect(page.getByLabel('Your reset day')).toHaveValue('2030-05-04');
  const guidePdf = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Or save the PDF version' }).click(),
  ]);
  expect((await bytesOf(guidePdf[0])).subarray(0, 5).toString()).toBe('%PDF-');
  const [printWindow] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: /Download Full Guide/ }).click(),
  ]);
  await expect(printWindow.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await printWindow.close();

  // The reflection page: the journal keeps its answers, the certificate is made and downloaded
  // in the browser, the newsletter says it needs the network and keeps the address.
  await page.goto('/product/reset/reflection');
  await page.getByLabel(journalQuestion).fill('Calm, all day long.');
  await page.getByRole('button', { name: 'Save My Reflections' }).click();
  await page.reload();
  await expect(page.getByLabel(journalQuestion)).toHaveValue('Calm, all day long.');
  const form = page.getByRole('region', { name: certificate.heading });
  await form.getByLabel('Your name').fill('Kai Example');
  await form.getByLabel('Your title').selectOption({ index: 1 });
  await form.getByLabel('Your quote').selectOption({ index: 1 });
  const [certificateFile] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: within(certificate.buttonLabel) }).click(),
  ]);
  expect(certificateFile.suggestedFilename()).toMatch(/\.png$/);
  expect((await bytesOf(certificateFile)).subarray(1, 4).toString()).toBe('PNG');
  const [journalFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the printable reflection journal' }).click(),
  ]);
  expect((await bytesOf(journalFile)).toString()).toContain('Reflection Journal');
  await page.getByLabel('Email address').fill('kai@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('kai@example.com');

  // The tracker: ticks survive a reload; the PDF and the HTML version come from the store.
  await page.goto('/daily-reset-tracker');
  const dayOne = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Day 1 of 7' }) });
  await dayOne.getByRole('checkbox').first().check();
  await page.reload();
  await expect(dayOne.getByRole('checkbox').first()).toBeChecked();
  const [trackerPdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Download PDF/ }).click(),
  ]);
  expect((await bytesOf(trackerPdf)).subarray(0, 5).toString()).toBe('%PDF-');
  const [trackerHtml] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /Open HTML Version/ }).click(),
  ]);
  await expect(trackerHtml.getByRole('heading', { name: 'Day 1 of 7' })).toBeVisible();
  await trackerHtml.close();

  expect(failed).toEqual([]);
  expect(pageErrors).toEqual([]);

  // A public page was never stored, so it is not there offline.
  await expect(page.goto('/about')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);

  // Back online: logging out removes the stored day and the worker; offline again, nothing opens.
  await context.setOffline(false);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/');
  expect(await storedUrls(page)).toBeNull();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await context.setOffline(true);
  for (const [path] of PAGES) await expect(page.goto(path)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
});

test('online, a stored page still asks the server, and an ended session clears the store', async ({
  page,
  context,
}) => {
  // Storing the day renders both PDFs on the server: slow on a busy machine.
  test.setTimeout(60_000);
  await logIn(page, 'lena');
  // The worker registered on the dashboard controls only pages opened once it is active.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto('/product/reset/welcome');
  await getTheDayReady(page);
  expect(await storedUrls(page)).toContain('/dashboard');

  // The session is gone (as after a revocation or its expiry): the server, not the store, answers.
  await context.clearCookies();
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?next=%2Fdashboard');
  expect(await storedUrls(page)).toBeNull();
  await context.setOffline(true);
  await expect(page.goto('/dashboard')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
});

/**
 * Offline, with the browser now signed in as someone else: no stored page of the
 * earlier member's day answers, and no page names them.
 */
async function expectNothingOfTheEarlierDay(page: Page, context: BrowserContext, earlier: string) {
  await context.setOffline(true);
  try {
    for (const [path, title] of PAGES) {
      const shown = await page.goto(path).then(
        async () => ({ title: await page.title(), text: await page.locator('body').innerText() }),
        () => ({ title: '', text: '' }),
      );
      expect(shown.title, path).not.toContain(title);
      expect(shown.text, path).not.toContain(earlier);
    }
  } finally {
    await context.setOffline(false);
  }
}

test.describe('the stored day belongs to the member who stored it', () => {
  // Storing the day renders both PDFs on the server: slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  const earlier = credentials('kai').username;

  const endings: [how: string, end: (page: Page) => Promise<void>][] = [
    [
      'logs out',
      async (page) => {
        await page.getByRole('button', { name: 'Log Out' }).click();
        await expect(page).toHaveURL('/');
      },
    ],
    [
      // Unseen by the page and the worker, as when the session expires or support ends it.
      'has the session ended on the server',
      async (page) => expect((await page.request.post('/api/logout')).ok()).toBe(true),
    ],
  ];
  for (const [how, endSession] of endings) {
    test(`a member who ${how}, then another who signs in with a password: offline, nothing of the first member’s day opens`, async ({
      page,
      context,
    }) => {
      await logIn(page, 'kai');
      await getTheDayReady(page);
      await endSession(page);
      // Lands on a public page, where no members' page could notice whose session it is.
      await logIn(page, 'lena', '/about');
      await expectNothingOfTheEarlierDay(page, context, earlier);
    });
  }

  test('a member who signs in with an e-mailed link after another’s session ended: offline, nothing of the other’s day opens', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    const address = `offline-link-${Date.now()}@example.com`;
    const buyer = await playwright.request.newContext({ baseURL });
    await buyThroughApi(buyer, address);
    await buyer.dispose();

    await logIn(page, 'kai');
    await getTheDayReady(page);
    expect((await page.request.post('/api/logout')).ok()).toBe(true);

    await signInWithEmailedLink(page, address);
    await expectNothingOfTheEarlierDay(page, context, earlier);
  });

  test('another member’s page loaded online forgets the stored day, however they signed in', async ({
    page,
    context,
  }) => {
    await logIn(page, 'kai');
    await getTheDayReady(page);
    // A sign-in that neither the login form nor the worker sees: only the next members' page tells whose it is.
    expect((await page.request.post('/api/login', { data: credentials('lena') })).ok()).toBe(true);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(credentials('lena').username);
    await expect(page.getByRole('region', { name: 'Ready for airplane mode?' }).getByRole('status')).toHaveText(
      'Your day is not ready for airplane mode yet.',
    );
    await expect.poll(() => storedUrls(page)).toBeNull();
    await expectNothingOfTheEarlierDay(page, context, earlier);
  });
});

test('the members’ start URL is installable', async ({ baseURL }) => {
  // Chromium never offers to install from an incognito profile, which is what a test context is.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'offline-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...config.use?.launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await logIn(page, 'lena');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.errors).toEqual([]);
    expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('public pages neither load nor register the worker', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  for (const path of ['/', '/what-you-get', '/about', '/contact', '/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.includes('offline-worker'))).toEqual([]);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
