import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { seedDocument, within } from '../support/seed';
import { logIn, signInWithEmailedLink } from './support/members';
import { getTheDayReady } from './support/offline-day';
import { buyThroughApi } from './support/purchase';

// Members who take turns on one browser, as on a shared phone: what each types into the
// tools is theirs alone, online and in airplane mode, and is there again when they come back.
const REFLECTION = '/product/reset/reflection';
const WELCOME = '/product/reset/welcome';
const stage = seedDocument<{ journalQuestions: { key: string; question: string }[] }>('stage.reflection');
const [first, second] = stage.journalQuestions as [
  { key: string; question: string },
  { key: string; question: string },
];
const calculator = seedDocument<{ calculator: { buttonLabel: string } }>('waterGuidance').calculator;
const SAVED = 'Your reflections are saved in this browser. They stay on this device and are never sent to us.';

async function logOut(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Log Out' }).click();
  // Logging out first forgets the stored day and the worker, then asks the server.
  await expect(page).toHaveURL('/', { timeout: 15_000 });
}

async function answerJournal(page: Page, question: string, answer: string) {
  await page.goto(REFLECTION);
  await page.getByLabel(question).fill(answer);
  await page.getByRole('button', { name: 'Save My Reflections' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
}

async function fillWater(page: Page, weight: string, height: string) {
  await page.goto(WELCOME);
  await page.getByLabel('Weight (kg)').fill(weight);
  await page.getByLabel('Height (cm)').fill(height);
  await page.getByRole('button', { name: within(calculator.buttonLabel) }).click();
  await expect(page.getByTestId('water-result')).toBeVisible();
}

/**
 * The journal's first two answers as the open reflection page shows them. Both
 * come from one record: once the answer that was written shows, the empty one is
 * what the member's notes hold, not a page whose scripts have yet to run.
 */
async function expectJournal(page: Page, [firstAnswer, secondAnswer]: [string, string]) {
  const fields = [page.getByLabel(first.question), page.getByLabel(second.question)] as const;
  if (firstAnswer) {
    await expect(fields[0]).toHaveValue(firstAnswer);
    await expect(fields[1]).toHaveValue(secondAnswer);
  } else {
    await expect(fields[1]).toHaveValue(secondAnswer);
    await expect(fields[0]).toHaveValue(firstAnswer);
  }
}

/**
 * The water calculator as the open welcome page shows it, once the page's
 * scripts have run: the airplane-mode panel beside it has looked for a stored day.
 */
async function expectWater(page: Page, weight: string, height: string) {
  await expect(page.getByRole('region', { name: 'Ready for airplane mode?' }).getByRole('status')).toHaveText(
    /^Your day is (not )?ready for airplane mode/,
  );
  await expect(page.getByLabel('Weight (kg)')).toHaveValue(weight);
  await expect(page.getByLabel('Height (cm)')).toHaveValue(height);
}

async function offline(context: BrowserContext, look: () => Promise<void>) {
  await context.setOffline(true);
  try {
    await look();
  } finally {
    await context.setOffline(false);
  }
}

test('each member on a shared browser finds only their own notes, online and offline', async ({ page, context }) => {
  // Storing the day twice renders the PDFs twice on the server: slow on a busy machine.
  test.setTimeout(120_000);
  const mine = 'The quiet morning walk surprised me.';
  const theirs = 'Nothing, I slept through it.';

  await logIn(page, 'mia');
  await answerJournal(page, first.question, mine);
  await fillWater(page, '93', '171');
  await logOut(page);

  // What a browser kept before notes had an owner could be anyone's: nobody is shown it.
  await page.evaluate(
    ({ key, answer }) => window.localStorage.setItem('24hr-reset:journal', JSON.stringify({ [key]: answer })),
    { key: first.key, answer: 'Words that belong to nobody here.' },
  );

  await logIn(page, 'nora');
  await answerJournal(page, second.question, theirs);
  await page.reload();
  await expectJournal(page, ['', theirs]);
  expect(await page.evaluate(() => window.localStorage.getItem('24hr-reset:journal'))).toBeNull();
  await page.goto(WELCOME);
  await expectWater(page, '', '');
  await getTheDayReady(page);
  await offline(context, async () => {
    await page.goto(REFLECTION);
    await expectJournal(page, ['', theirs]);
    await page.goto(WELCOME);
    await expectWater(page, '', '');
  });
  await logOut(page);

  await logIn(page, 'mia');
  await page.goto(REFLECTION);
  await expectJournal(page, [mine, '']);
  await page.goto(WELCOME);
  await expectWater(page, '93', '171');
  await getTheDayReady(page);
  await offline(context, async () => {
    await page.goto(REFLECTION);
    await expectJournal(page, [mine, '']);
    await page.goto(WELCOME);
    await expectWater(page, '93', '171');
  });
});

test('a member signed in with an e-mailed link starts with empty tools', async ({ page, playwright, baseURL }) => {
  const address = `notes-link-${Date.now()}@example.com`;
  const buyer = await playwright.request.newContext({ baseURL });
  await buyThroughApi(buyer, address);
  await buyer.dispose();

  await logIn(page, 'mia');
  await answerJournal(page, first.question, 'Mine, not for the next person.');
  await fillWater(page, '93', '171');
  await logOut(page);

  await signInWithEmailedLink(page, address);

  await answerJournal(page, second.question, 'My own first note.');
  await page.reload();
  await expectJournal(page, ['', 'My own first note.']);
  await page.goto(WELCOME);
  await expectWater(page, '', '');
});

test('two tabs of one member share the notes, and Clear in one empties the other', async ({ page, context }) => {
  await logIn(page, 'mia');
  await answerJournal(page, first.question, 'Written in the first tab.');
  const other = await context.newPage();
  await other.goto(REFLECTION);
  await expect(other.getByLabel(first.question)).toHaveValue('Written in the first tab.');

  await other.getByRole('button', { name: 'Clear reflections' }).click();
  await expect(page.getByLabel(first.question)).toHaveValue('');
  await other.getByLabel(second.question).fill('Written in the second tab.');
  await expect(page.getByLabel(second.question)).toHaveValue('Written in the second tab.');
});

test('a day stored again right after a logout is served by the worker, though another tab kept the old one', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'nora', WELCOME);
  await getTheDayReady(page);
  // A second tab the worker serves: while it is open, the worker a logout lets go of cannot leave yet.
  const other = await context.newPage();
  await other.goto(REFLECTION);
  await expect.poll(() => other.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await logOut(page);

  await logIn(page, 'nora', WELCOME);
  await getTheDayReady(page);
  await offline(context, async () => {
    await page.goto(REFLECTION);
    await expect(page.getByLabel(first.question)).toBeVisible();
  });
});
