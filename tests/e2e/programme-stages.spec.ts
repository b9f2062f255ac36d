import { expect, test, type Page } from '@playwright/test';

import { seedDocument, seedDocuments } from '../support/seed';
import { logIn } from './support/members';

// Meal names, the breakfast section and the closing message are the editor's words, read from the seed;
// the product fixes the heroes, timelines, tab labels, lunch and dinner headings and continue buttons.
type DietPlan = Record<'breakfast' | 'lunch' | 'dinner', { name: string }>;
const plan = (key: string) => seedDocument<DietPlan>(`dietPlan.${key}`);
const stageDoc = (key: string) =>
  seedDocument<{ mealHeading: string; closingMessage?: { heading: string } }>(`stage.${key}`);
const jumpLabel = (meal: string) =>
  seedDocuments<{ jumpToMeal?: string; jumpLabel?: string }>('timelineItem').find((item) => item.jumpToMeal === meal)!
    .jumpLabel!;

const TIMELINES = {
  morning: {
    hero: 'Good Morning. Your Reset Begins Now.',
    heading: 'Morning Timeline (7:00 – 10:15 AM)',
    items: [
      ['7:00', 'Wake Up'],
      ['7:10', 'Hydration Ritual'],
      ['7:20', 'Light Movement'],
      ['7:30', 'Morning Grounding Walk'],
      ['8:00', 'Mind Reset'],
      ['8:30', 'Breakfast Time (60 min)'],
      ['9:30', 'Supplement Time'],
      ['10:00', 'Integration Moment'],
    ],
    next: ['Continue to the Midday Reset', '/product/reset/midday'],
  },
  midday: {
    hero: 'Now we move with purpose.',
    heading: 'Midday Timeline (10:30 – 15:30)',
    items: [
      ['10:30', 'Light Focus Sprint'],
      ['12:00', 'Midday Movement (60 Minutes)'],
      ['13:30', 'Cold Shower Reset'],
      ['14:00', 'Lunch (60 Minutes)'],
      ['15:00', 'Supplements (Round 2)'],
      ['15:15', 'Reset Reflection'],
    ],
    next: ['Continue to the Afternoon Reset', '/product/reset/afternoon'],
  },
  afternoon: {
    hero: 'Afternoon Flow + Evening Wind Down',
    heading: 'Afternoon Timeline (15:30 – 22:00)',
    items: [
      ['15:30', 'Mirror Task'],
      ['15:35', 'Breathing Exercise'],
      ['16:00', 'Nature Exposure'],
      ['17:00', 'Social Connection'],
      ['17:30', 'Act of Kindness'],
      ['18:00', 'Dinner Time'],
      ['19:00', 'Create Your Vision Board'],
      ['20:45', 'Night Supplements'],
      ['21:00', 'Gentle Movement'],
      ['21:15', 'Quiet Reflection'],
      ['21:30', 'Screen-Free Wind Down'],
    ],
    next: ['Continue to Final Reflection + Downloads', '/product/reset/reflection'],
  },
} as const;

const timelineItems = (page: Page) =>
  page
    .getByRole('region', { name: /Timeline/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });

test.beforeEach(async ({ page }) => {
  await logIn(page, 'fiona');
  await page.goto('/product/reset/morning');
});

test('each stage screen shows its hero, timeline heading and items in order, and its continue button', async ({
  page,
}) => {
  for (const [stage, expected] of Object.entries(TIMELINES)) {
    const paths =
      stage === 'afternoon' ? ['/product/reset/afternoon', '/product/reset/evening'] : [`/product/reset/${stage}`];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.hero);
      await expect(page.getByRole('heading', { level: 2, name: expected.heading })).toBeVisible();
      const items = timelineItems(page);
      await expect(items).toHaveCount(expected.items.length);
      for (const [index, [time, title]] of expected.items.entries()) {
        await expect(items.nth(index).locator('time')).toHaveText(time);
        await expect(items.nth(index).getByRole('heading', { level: 3 })).toHaveText(title);
      }
      const [label, href] = expected.next;
      await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  }
  await page.goto('/product/reset/afternoon');
  await expect(page.getByRole('heading', { name: stageDoc('afternoon').closingMessage!.heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Dinner Options' })).toBeVisible();
});

test('the continue buttons are full page loads to the next stage', async ({ page }) => {
  await page.goto('/product/reset/morning');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('link', { name: 'Continue to the Midday Reset' }).click();
  await expect(page).toHaveURL('/product/reset/midday');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Now we move with purpose.');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
});

test('diet tabs start at omni on every screen, are not shared, and read Keto at breakfast and Low-Carb later', async ({
  page,
}) => {
  await page.goto('/product/reset/morning');
  const tabs = page.getByRole('tablist', { name: 'Food style' }).getByRole('tab');
  await expect(tabs).toHaveText(['Omni', 'Vegetarian', 'Vegan', 'Gluten-Free', 'Keto']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(plan('omni').breakfast.name);
  await tabs.nth(2).click();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(plan('vegan').breakfast.name);
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();

  // Keyboard: arrows move between tabs and select them.
  await tabs.nth(2).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(3)).toBeFocused();
  await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');

  for (const stage of ['midday', 'afternoon']) {
    await page.goto(`/product/reset/${stage}`);
    const stageTabs = page.getByRole('tablist', { name: 'Food style' }).getByRole('tab');
    await expect(stageTabs).toHaveText(['Omni', 'Vegetarian', 'Vegan', 'Gluten-Free', 'Low-Carb']);
    await expect(stageTabs.first()).toHaveAttribute('aria-selected', 'true');
  }
  await page.goto('/product/reset/midday');
  await page.getByRole('tab', { name: 'Low-Carb' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(plan('keto').lunch.name);
});

test('meal items link to the meal section, which scrolls into view', async ({ page }) => {
  for (const [stage, meal, label, heading] of [
    ['morning', 'breakfast', jumpLabel('breakfast'), stageDoc('morning').mealHeading],
    ['midday', 'lunch', jumpLabel('lunch'), 'Your Lunch Options'],
    ['afternoon', 'dinner', jumpLabel('dinner'), 'Your Dinner Options'],
  ] as const) {
    await page.goto(`/product/reset/${stage}`);
    const link = page.getByRole('link', { name: label });
    await expect(link).toHaveAttribute('href', `#${meal}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/product/reset/${stage}#${meal}$`));
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
  }
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
});

test('video links open in a new tab without an opener', async ({ page }) => {
  for (const stage of ['morning', 'midday']) {
    await page.goto(`/product/reset/${stage}`);
    const videos = page.locator('a[href^="https://www.youtube.com/"]');
    expect(await videos.count()).toBeGreaterThan(0);
    for (const video of await videos.all()) {
      await expect(video).toHaveAttribute('target', '_blank');
      await expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    }
  }
});

test('only the cold-shower item carries extra content', async ({ page }) => {
  await page.goto('/product/reset/midday');
  const notes = page.getByRole('note');
  await expect(notes).toHaveCount(1);
  const item = timelineItems(page).filter({ has: page.getByRole('heading', { name: 'Cold Shower Reset' }) });
  await expect(item.getByRole('note')).toBeVisible();
});

test('accordion groups start closed and keep one option open at a time, by mouse and keyboard', async ({ page }) => {
  const groups = [
    ['midday', 'Light Focus Sprint', ['Reflective', 'Creative', 'Productive']],
    ['midday', 'Midday Movement (60 Minutes)', null],
    ['afternoon', 'Social Connection', null],
    ['afternoon', 'Act of Kindness', ['Sticky Note', 'Gratitude Bomb', "Make Someone's Day"]],
  ] as const;
  for (const [stage, itemTitle, names] of groups) {
    await page.goto(`/product/reset/${stage}`);
    const item = timelineItems(page).filter({ has: page.getByRole('heading', { level: 3, name: itemTitle }) });
    const triggers = item.getByRole('button');
    if (names) await expect(triggers).toHaveText(names.map((name) => new RegExp(`^${name}`)));
    const count = await triggers.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let index = 0; index < count; index++)
      await expect(triggers.nth(index)).toHaveAttribute('aria-expanded', 'false');

    await triggers.nth(0).click();
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(item.getByRole('region')).toHaveCount(1);
    await triggers.nth(1).click();
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await triggers.nth(1).click();
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await expect(item.getByRole('region')).toHaveCount(0);

    await triggers.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'false');
  }
  // Groups are independent: one open in each of two groups on the same screen.
  await page.goto('/product/reset/afternoon');
  const social = timelineItems(page).filter({ has: page.getByRole('heading', { name: 'Social Connection' }) });
  const kindness = timelineItems(page).filter({ has: page.getByRole('heading', { name: 'Act of Kindness' }) });
  await social.getByRole('button').first().click();
  await kindness.getByRole('button').first().click();
  await expect(social.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
  await expect(kindness.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
});

test('midday and afternoon open at the top, after a reload far down the page and from the programme bar', async ({
  page,
}) => {
  const scrollY = () => page.evaluate(() => window.scrollY);
  const scrollDown = () => page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
  for (const stage of ['midday', 'afternoon']) {
    await page.goto(`/product/reset/${stage}`);
    await scrollDown();
    expect(await scrollY()).toBeGreaterThan(1000);
    await page.reload();
    await expect.poll(scrollY).toBe(0);

    await page.goto('/product/reset/morning');
    await scrollDown();
    await page.getByRole('navigation', { name: 'Programme' }).locator(`a[href="/product/reset/${stage}"]`).click();
    await expect(page).toHaveURL(`/product/reset/${stage}`);
    await expect.poll(scrollY).toBe(0);
  }
});
