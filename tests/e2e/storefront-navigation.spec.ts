import { expect, test, type Page } from '@playwright/test';

import { scrollInstantly } from './support/storefront';

const banner = (page: Page) => page.getByRole('banner');

test.describe('the navigation bar', () => {
  test('has the logo, About, How It Works, Testimonials, Contact, Login and Start Now', async ({ page }) => {
    await page.goto('/about');
    const bar = banner(page);
    await expect(bar.getByRole('link', { name: '24-Hour Reset' })).toHaveAttribute('href', '/');
    const main = bar.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link')).toHaveText([
      'About',
      'How It Works',
      'Testimonials',
      'Contact',
      'Login',
      'Start Now',
    ]);
    await expect(main.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/what-you-get');
  });

  test('fetches ahead only the pages a visitor reaches for, not every link in view', async ({ page }) => {
    const fetchedAhead: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) fetchedAhead.push(url.pathname);
    });
    await page.goto('/');
    // The bar switching style shows the page has hydrated: its links would have fetched ahead by now.
    await scrollInstantly(page, 60);
    await expect(banner(page)).toHaveAttribute('data-scrolled', 'true');
    const main = banner(page).getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Contact' }).hover();
    await expect.poll(() => fetchedAhead).toContain('/contact');
    await main.getByRole('link', { name: 'About' }).focus();
    await expect.poll(() => fetchedAhead).toContain('/about');
    expect([...new Set(fetchedAhead)].sort()).toEqual(['/about', '/contact']);
  });

  test('changes style after scrolling past 50 px and back', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toHaveAttribute('data-scrolled', 'false');
    await scrollInstantly(page, 40);
    await expect(banner(page)).toHaveAttribute('data-scrolled', 'false');
    await scrollInstantly(page, 60);
    await expect(banner(page)).toHaveAttribute('data-scrolled', 'true');
    const scrolledBackground = await banner(page).evaluate((element) => getComputedStyle(element).backgroundColor);
    await scrollInstantly(page, 0);
    await expect(banner(page)).toHaveAttribute('data-scrolled', 'false');
    await expect
      .poll(() => banner(page).evaluate((element) => getComputedStyle(element).backgroundColor))
      .not.toBe(scrolledBackground);
  });

  test('is always in its scrolled style on /what-you-get', async ({ page }) => {
    await page.goto('/what-you-get');
    await expect(banner(page)).toHaveAttribute('data-scrolled', 'true');
    await scrollInstantly(page, 60);
    await scrollInstantly(page, 0);
    await expect(banner(page)).toHaveAttribute('data-scrolled', 'true');
  });

  test('Testimonials scrolls to the testimonials section from another page', async ({ page }) => {
    await page.goto('/about');
    await banner(page).getByRole('link', { name: 'Testimonials' }).click();
    await expect(page).toHaveURL('/#testimonials');
    await expect(page.locator('#testimonials h2')).toBeInViewport();
  });

  test('Testimonials scrolls smoothly on the landing page itself', async ({ page }) => {
    await page.goto('/');
    // Record the scroll position on every frame while the link is followed.
    await page.evaluate(() => {
      const positions: number[] = [];
      (window as unknown as { positions: number[] }).positions = positions;
      const record = () => {
        positions.push(window.scrollY);
        if (positions.length < 120) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await banner(page).getByRole('link', { name: 'Testimonials' }).click();
    await expect(page.locator('#testimonials h2')).toBeInViewport();
    await expect(page).toHaveURL('/#testimonials');
    const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
    // An instant jump goes from 0 to the end between two frames; a smooth
    // scroll is seen on its way. A busy machine skips frames, so one position
    // on the way is proof enough.
    const final = Math.max(...positions);
    const between = new Set(positions.filter((y) => y > 0 && y < final));
    expect(between.size).toBeGreaterThan(0);
  });
});

test.describe('the mobile bar', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('shows the €9.90 button and a slide-in menu that ends with “Get Started – €9.90”', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page).getByRole('link', { name: 'Start Now – €9.90', exact: true })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'About' })).toBeHidden();

    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText([
      'About',
      'How It Works',
      'Testimonials',
      'Contact',
      'Login',
      'Get Started – €9.90',
    ]);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('is keyboard operable and closes when a link is followed', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // Focus stays inside the open menu.
    for (let press = 0; press < 10; press++) await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(menu).toBeHidden();
  });

  test('Testimonials in the menu scrolls to the section', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Testimonials' }).click();
    await expect(page).toHaveURL('/#testimonials');
    await expect(page.locator('#testimonials h2')).toBeInViewport();
  });
});

test.describe('the footer', () => {
  test('has the Company, Product Pages and Legal columns and the current year', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Company' }).getByRole('link')).toHaveText([
      'About Us',
      'Contact',
      'How It Works',
      'FAQs',
    ]);
    await expect(footer.getByRole('navigation', { name: 'Product Pages' }).getByRole('link')).toHaveText([
      'Welcome & Prep',
      'Morning Routine',
      'Midday Recharge',
      'Evening Wind Down',
      'Final Reflection',
    ]);
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link')).toHaveText([
      'Privacy Policy',
      'Terms of Service',
      'Cookie Policy',
      'Refund Policy',
    ]);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} 24-Hour Reset`);
  });

  test('shows the visitor’s year, not the year the page was built', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-01T12:00:00Z'));
    await page.goto('/about');
    await expect(page.getByRole('contentinfo')).toContainText('© 2031 24-Hour Reset');
  });
});
