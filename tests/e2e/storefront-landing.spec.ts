import { expect, test, type Page } from '@playwright/test';

import { holdScripts } from './support/hydration';
import { firstSlideNumber, scrollInstantly, settle, visibleSlides } from './support/storefront';

const status = (page: Page) => page.getByTestId('carousel-status');
/** The label as the visitor sees it (the text for the other width is display: none). */
const expectStatus = (page: Page, text: string) => expect(status(page)).toHaveText(text, { useInnerText: true });

test.describe('the landing page sections', () => {
  test('shows every landing page section in order, with the module links', async ({ page }) => {
    await page.goto('/');
    const headings = page.locator('main h2');
    await expect(headings.nth(0)).toHaveText('How the 24-Hour Reset Works');
    await expect(page.locator('#testimonials h2')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your Complete Reset Program' })).toBeVisible();
    await expect(page.locator('main ol').first().getByRole('listitem')).toHaveCount(3);

    const programme = page.locator('section', {
      has: page.getByRole('heading', { name: 'Your Complete Reset Program' }),
    });
    const cards = programme.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0).getByRole('heading')).toHaveText('Morning Activation');
    await expect(cards.nth(0).getByRole('link')).toHaveAttribute('href', '/product/reset/morning');
    await expect(cards.nth(1).getByRole('heading')).toHaveText('Midday Movement');
    await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', '/product/reset/midday');
    await expect(cards.nth(2).getByRole('heading')).toHaveText('Evening Reflection');
    await expect(cards.nth(2).getByRole('link')).toHaveAttribute('href', '/login');

    await expect(page.getByRole('button', { name: /App Store/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: /Google Play/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Notify Me' })).toBeEnabled();
    await expect(page.locator('#faq')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the hero button leads to /what-you-get', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Your 24-Hour Reset Now' }).click();
    await expect(page).toHaveURL('/what-you-get');
  });

  test('opens at the top even when the browser would restore the scroll position', async ({ page }) => {
    await page.goto('/');
    await scrollInstantly(page, 1500);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('leaves a reader who scrolled before its JavaScript arrived where they are', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await scrollInstantly(page, 400);
    release();
    // The bar switching style shows the page has hydrated and read the scroll position.
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    await settle(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
  });

  test('hands scroll restoration back to the browser on the pages it leads to', async ({ page }) => {
    const restoration = () => page.evaluate(() => window.history.scrollRestoration);
    await page.goto('/');
    expect(await restoration()).toBe('manual');
    await page.getByRole('link', { name: 'Start Your 24-Hour Reset Now' }).click();
    await expect(page).toHaveURL('/what-you-get');
    await expect.poll(restoration).toBe('auto');
  });
});

test.describe('the testimonials carousel', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(visibleSlides(page)).toHaveCount(3);
    // Stop the clock: from here on, time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 2000);
    await settle(page);
  });

  test('advances every 4 seconds and wraps around after the tenth', async ({ page }) => {
    await expectStatus(page, 'Auto-playing');
    const first = await firstSlideNumber(page);
    // The pending timer was set at most 4 s ago: one step within the next 4 s.
    await page.clock.runFor(4000);
    await expect.poll(() => firstSlideNumber(page)).toBe((first % 10) + 1);

    await page.getByRole('button', { name: 'Next testimonial' }).click(); // anchors the timers to now
    const anchored = await firstSlideNumber(page);
    await page.clock.runFor(5000);
    await expectStatus(page, 'Auto-playing');
    await settle(page);
    await page.clock.runFor(3999);
    expect(await firstSlideNumber(page)).toBe(anchored);
    await page.clock.runFor(1);
    await expect.poll(() => firstSlideNumber(page)).toBe((anchored % 10) + 1);

    for (let step = 2; step <= 10; step++) {
      await settle(page);
      await page.clock.runFor(4000);
      await expect.poll(() => firstSlideNumber(page)).toBe(((anchored + step - 1) % 10) + 1);
    }
    expect(await firstSlideNumber(page)).toBe(anchored);
  });

  test('hovering the slides pauses it and leaving resumes it', async ({ page }) => {
    const slides = page.getByTestId('carousel-slides');
    await slides.hover();
    await expectStatus(page, 'Paused');
    const first = await firstSlideNumber(page);
    await page.clock.runFor(12_000);
    expect(await firstSlideNumber(page)).toBe(first);

    await page.mouse.move(5, 5);
    await expectStatus(page, 'Auto-playing');
    await settle(page);
    await page.clock.runFor(4000);
    await expect.poll(() => firstSlideNumber(page)).toBe((first % 10) + 1);
  });

  test('previous and next pause it, and it resumes 5 seconds after the last press', async ({ page }) => {
    const first = await firstSlideNumber(page);
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expectStatus(page, 'Paused');
    expect(await firstSlideNumber(page)).toBe((first % 10) + 1);

    await page.clock.runFor(3000);
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    expect(await firstSlideNumber(page)).toBe(((first + 8) % 10) + 1);

    await page.clock.runFor(4999);
    await expectStatus(page, 'Paused');
    expect(await firstSlideNumber(page)).toBe(((first + 8) % 10) + 1);
    await page.clock.runFor(1);
    await expectStatus(page, 'Auto-playing');
  });

  test('the stop button holds it until pressed again', async ({ page }) => {
    await page.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await expectStatus(page, 'Paused');
    const first = await firstSlideNumber(page);
    await page.clock.runFor(20_000);
    expect(await firstSlideNumber(page)).toBe(first);
    await page.getByRole('button', { name: 'Start automatic slide show' }).click();
    await expectStatus(page, 'Auto-playing');
  });

  test('moving on never changes the height of the row', async ({ page }) => {
    const slides = page.getByTestId('carousel-slides');
    const heights = new Set<number>();
    for (let step = 0; step < 10; step++) {
      heights.add(Math.round((await slides.boundingBox())?.height ?? 0));
      await page.getByRole('button', { name: 'Next testimonial' }).click();
    }
    expect([...heights]).toHaveLength(1);
  });

  test('its icon buttons show their tooltip after 700 ms of hover, and the next one at once within 300 ms', async ({
    page,
  }) => {
    const next = page.getByRole('button', { name: 'Next testimonial' });
    const previous = page.getByRole('button', { name: 'Previous testimonial' });
    const tooltip = (name: string) => page.getByRole('tooltip', { includeHidden: true }).filter({ hasText: name });

    await next.hover();
    await page.clock.runFor(690);
    await expect(tooltip('Next testimonial')).toBeHidden();
    await page.clock.runFor(20);
    await expect(tooltip('Next testimonial')).toBeVisible();

    // Moving to the neighbouring button within the skip delay opens its tooltip without waiting.
    await previous.hover();
    await expect(tooltip('Next testimonial')).toBeHidden();
    await expect(tooltip('Previous testimonial')).toBeVisible();

    // Escape hides it; after more than 300 ms away, the full delay applies again.
    await page.keyboard.press('Escape');
    await expect(tooltip('Previous testimonial')).toBeHidden();
    await page.mouse.move(0, 0);
    await page.clock.runFor(400);
    await next.hover();
    await expect(tooltip('Next testimonial')).toBeHidden();
    await page.clock.runFor(710);
    await expect(tooltip('Next testimonial')).toBeVisible();
  });

  test('a keyboard user sees the tooltip as soon as the button has focus', async ({ page }) => {
    await page.getByRole('button', { name: /automatic slide show/ }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Previous testimonial' })).toBeFocused();
    await expect(
      page.getByRole('tooltip', { includeHidden: true }).filter({ hasText: 'Previous testimonial' }),
    ).toBeVisible();
  });
});

test.describe('the carousel at each width', () => {
  for (const [width, count, label] of [
    [1280, 3, 'Auto-playing'],
    [1024, 3, 'Auto-playing'],
    [800, 2, 'Auto-playing'],
    [768, 2, 'Auto-playing'],
    [375, 1, 'Auto'],
  ] as const) {
    test(`shows ${count} testimonial(s) at ${width} px and labels auto-play “${label}”`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(visibleSlides(page)).toHaveCount(count);
      await expectStatus(page, label);
    });
  }
});

test.describe('the FAQ', () => {
  /** Whether each answer is open, in order. */
  const openStates = (page: Page) =>
    page.locator('#faq details').evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open));

  test('opens one answer at a time and closes the open one when clicked again', async ({ page }) => {
    await page.goto('/');
    const questions = page.locator('#faq summary');
    const answers = page.locator('#faq details > p');
    await expect(questions).toHaveCount(await page.locator('#faq details').count());
    expect(await openStates(page)).not.toContain(true);
    await expect(answers.first()).toBeHidden();

    await questions.nth(0).click();
    await expect(answers.nth(0)).toBeVisible();
    expect(await openStates(page)).toEqual([true, ...Array((await questions.count()) - 1).fill(false)]);

    await questions.nth(2).click();
    await expect(answers.nth(2)).toBeVisible();
    await expect(answers.nth(0)).toBeHidden();
    expect((await openStates(page)).filter(Boolean)).toHaveLength(1);

    await questions.nth(2).click();
    await expect(answers.nth(2)).toBeHidden();
    expect(await openStates(page)).not.toContain(true);
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const questions = page.locator('#faq summary');
    const answers = page.locator('#faq details > p');
    await questions.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(answers.nth(1)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(questions.nth(2)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(answers.nth(2)).toBeVisible();
    await expect(answers.nth(1)).toBeHidden();
  });

  test('works before the page has loaded its JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const questions = page.locator('#faq summary');
    const answers = page.locator('#faq details > p');
    await questions.nth(0).click();
    await expect(answers.nth(0)).toBeVisible();
    await questions.nth(1).click();
    await expect(answers.nth(1)).toBeVisible();
    await expect(answers.nth(0)).toBeHidden();
    await context.close();
  });
});
