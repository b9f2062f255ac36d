import { expect, test, type Page } from '@playwright/test';

import { seedDocument, seedDocuments } from '../support/seed';
import { PUBLIC_PAGES, scrollInstantly } from './support/storefront';

interface Offer {
  title: string;
  expiredHeading: string;
  expiredText: string;
}

const offer = seedDocument<Offer>('offer');
// The countdown ends when the launch price does: the product holds the one end date.
const product = seedDocument<{ guarantee: { title: string }; offerEndsAt: string }>('product');
const end = Date.parse(product.offerEndsAt);
const countdown = (page: Page) => page.getByTestId('countdown');
const unit = (page: Page, name: string) => countdown(page).locator(`[data-unit="${name}"]`);

test.describe('/what-you-get', () => {
  test('sells the programme: its purchase call to action goes to /checkout at €9.90', async ({ page }) => {
    await page.goto('/what-you-get');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const buy = page.getByRole('link', { name: /– €9\.90$/ });
    await expect(buy.first()).toHaveAttribute('href', '/checkout');
    await expect(page.getByRole('heading', { name: product.guarantee.title })).toBeVisible();
  });

  test('announces the launch price honestly: the regular price struck through, the saving and the prior price', async ({
    page,
  }) => {
    await page.goto('/what-you-get');
    for (const tag of [
      countdown(page).getByTestId('price-tag'),
      page.locator('#purchase-heading ~ div [data-testid="price-tag"]'),
    ]) {
      await expect(tag.getByTestId('regular-price')).toHaveText('Regular price €14.90');
      await expect(tag.locator('s')).toHaveCSS('text-decoration-line', 'line-through');
      await expect(tag.getByTestId('current-price')).toHaveText('Launch price €9.90');
      await expect(tag.getByTestId('saving')).toHaveText('You save €5.00 (34%)');
      await expect(tag.getByTestId('lowest-price')).toHaveText('Lowest price in the 30 days before this offer: €14.90');
    }
  });

  test('the checkout shows the same reduction beside the total it charges', async ({ page }) => {
    await page.goto('/checkout');
    const summary = page.getByRole('region', { name: '24-Hour Reset' });
    await expect(summary.getByTestId('regular-price')).toHaveText('Regular price €14.90');
    await expect(summary.getByText('EUR 9.90')).toBeVisible();
    await expect(summary.getByText('You save €5.00 (34%)', { exact: false })).toBeVisible();
    await expect(summary.getByText(/lowest price in the 30 days before this offer: €14\.90/)).toBeVisible();
    await expect(page.getByText('One payment of €9.90, instant access.')).toBeVisible();
  });

  test('a reload keeps the scroll position, though the lower sections are laid out on demand', async ({ page }) => {
    await page.goto('/what-you-get');
    await scrollInstantly(page, 1200);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Math.abs(window.scrollY - 1200))).toBeLessThanOrEqual(2);
  });

  test('counts down to the editor’s end date every second', async ({ page }) => {
    const start = end - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    await page.clock.setFixedTime(start);
    await page.goto('/what-you-get');
    await expect(countdown(page).getByRole('heading', { name: offer.title })).toBeVisible();
    await expect(unit(page, 'days')).toHaveText('02');
    await expect(unit(page, 'hours')).toHaveText('03');
    await expect(unit(page, 'minutes')).toHaveText('04');
    await expect(unit(page, 'seconds')).toHaveText('05');

    await page.clock.setFixedTime(start + 1000);
    await expect(unit(page, 'seconds')).toHaveText('04');
    await page.clock.setFixedTime(start + 6000);
    await expect(unit(page, 'seconds')).toHaveText('59');
    await expect(unit(page, 'minutes')).toHaveText('03');
  });

  test('shows “Offer Expired” once the end date has passed, without moving the page', async ({ page }) => {
    await page.clock.setFixedTime(end - 2000);
    await page.goto('/what-you-get');
    await expect(unit(page, 'seconds')).toHaveText('02');
    const running = await countdown(page).boundingBox();

    await page.clock.setFixedTime(end + 1000);
    await expect(countdown(page).getByRole('heading', { name: offer.expiredHeading })).toBeVisible();
    await expect(countdown(page)).toHaveAttribute('data-state', 'expired');
    await expect(countdown(page).getByText(offer.expiredText)).toBeVisible();
    await expect(countdown(page).getByRole('link', { name: /– €9\.90$/ })).toHaveAttribute('href', '/checkout');
    expect(await countdown(page).boundingBox()).toEqual(running);
  });

  test('reserves the countdown’s space before the browser takes over', async ({ browser }) => {
    const withoutScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await withoutScript.newPage();
    await still.goto('/what-you-get');
    await expect(unit(still, 'seconds')).toHaveText('--');
    const before = await countdown(still).boundingBox();
    await withoutScript.close();

    const live = await browser.newPage();
    await live.goto('/what-you-get');
    await expect(unit(live, 'seconds')).not.toHaveText('--');
    expect(await countdown(live).boundingBox()).toEqual(before);
    await live.close();
  });
});

test.describe('/about', () => {
  test('tells the story, mission, audience and promise and links to /what-you-get', async ({ page }) => {
    type Section = { heading: string };
    const about = seedDocument<
      Record<'founderStory' | 'mission' | 'audience' | 'promise', Section> & {
        cta: { buttonLabel: string };
      }
    >('aboutPage');
    await page.goto('/about');
    for (const section of [about.founderStory, about.mission, about.audience, about.promise]) {
      await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: about.cta.buttonLabel })).toHaveAttribute(
      'href',
      '/what-you-get',
    );
  });
});

test.describe('/contact', () => {
  test('shows response times, support hours and its FAQ', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByText('Within 24 hours', { exact: true })).toBeVisible();
    await expect(page.getByText('Within 12 hours', { exact: true })).toBeVisible();
    await expect(page.getByText('Within 2 hours', { exact: true })).toBeVisible();
    await expect(page.getByText('Monday to Friday 9:00 AM to 6:00 PM EST')).toBeVisible();
    const faqs = seedDocuments<{ placement: string; question: string }>('faq').filter((faq) =>
      ['contact', 'both'].includes(faq.placement),
    );
    expect(faqs.length).toBeGreaterThan(0);
    for (const faq of faqs) await expect(page.getByRole('heading', { name: faq.question })).toBeVisible();
  });
});

test.describe('the policies', () => {
  for (const [path, title] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/cookie-policy', 'Cookie Policy'],
    ['/refund-policy', 'Refund Policy'],
  ] as const) {
    test(`${path} shows ${title}, last updated January 2025`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText('Last updated January 2025')).toBeVisible();
    });
  }

  test('the refund policy links to the tracker', async ({ page }) => {
    await page.goto('/refund-policy');
    await expect(page.getByRole('main').locator('a[href="/daily-reset-tracker"]')).toBeVisible();
  });
});

test.describe('the not-found page', () => {
  test('any other path answers 404 with the developer-style hint', async ({ page }) => {
    const response = await page.goto('/no-such-page/anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('leads back into the site from its card and its bar', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404 Page Not Found');
    await expect(page.locator('#faq')).toBeVisible();

    await page.goto('/no-such-page');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404 Page Not Found');

    await page.goto('/no-such-page');
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404 Page Not Found');
  });

  test('is in the HTML as sent: bar, screen and footer without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/no-such-page/anywhere');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/404 Page Not Found/);
    // The site's description, as every page has: search engines and link previews read it.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByRole('banner').getByRole('link', { name: '24-Hour Reset' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
    await context.close();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('its menu opens and its links lead on', async ({ page }) => {
      await page.goto('/no-such-page');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About' }).click();
      await expect(page).toHaveURL('/about');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404 Page Not Found');
    });
  });
});

test.describe('search engines', () => {
  test('the landing page describes the organisation and the product as structured data', async ({ page, baseURL }) => {
    await page.goto('/');
    const json = (await page.locator('script[type="application/ld+json"]').textContent()) ?? '';
    const graph = (JSON.parse(json) as { '@graph': Record<string, unknown>[] })['@graph'];
    const organization = graph.find((node) => node['@type'] === 'Organization');
    const product = graph.find((node) => node['@type'] === 'Product');
    expect(organization).toMatchObject({ name: '24-Hour Reset', url: new URL('/', baseURL).toString() });
    expect(product).toMatchObject({
      name: '24-Hour Reset',
      offers: {
        '@type': 'Offer',
        price: '9.90',
        priceCurrency: 'EUR',
        // The launch price holds until the offer's end, then the regular price.
        priceValidUntil: new Date(end).toISOString().slice(0, 10),
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 127 },
    });
  });

  test('sitemap.xml lists every public page at SITE_URL and robots.txt points to it', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of PUBLIC_PAGES) expect(sitemap).toContain(`<loc>${new URL(path, baseURL).toString()}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).toString()}`);
    expect(robots).toContain('Allow: /');
  });

  test('the site has a favicon, an Apple touch icon and a manifest', async ({ page, request }) => {
    await page.goto('/');
    const href = async (selector: string) => (await page.locator(selector).first().getAttribute('href')) ?? '';
    const icon = await request.get(await href('link[rel="icon"][type="image/svg+xml"]'));
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    // Beside it, /favicon.ico for what asks for that address whatever the page links.
    const ico = await request.get(await href('link[rel="icon"][href^="/favicon.ico"]'));
    expect(ico.headers()['content-type']).toBe('image/x-icon');
    const body = await ico.body();
    // An ICO file's header: reserved 0, type 1 (icon), then how many images it holds.
    expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
    const apple = await request.get(await href('link[rel="apple-touch-icon"]'));
    expect(apple.headers()['content-type']).toBe('image/png');
    const manifest = await request.get(await href('link[rel="manifest"]'));
    // The installed app opens on the members' dashboard (docs/offline.md).
    expect(await manifest.json()).toMatchObject({
      name: '24-Hour Reset',
      start_url: '/dashboard',
      display: 'standalone',
    });
  });
});

test.describe('who is selling', () => {
  const settings = seedDocument<{
    operator: {
      legalName: string;
      postalAddress: string;
      supportEmail: string;
      companyNumber: string;
      vatNumber: string;
      governingLaw: string;
    };
  }>('siteSettings');
  const { operator } = settings;

  test('/legal-notice names the seller, its address, numbers, support e-mail and governing law', async ({ page }) => {
    await page.goto('/legal-notice');
    await expect(page.getByRole('heading', { level: 1, name: 'Legal Notice' })).toBeVisible();
    const details = page.getByTestId('operator-details');
    await expect(details).toContainText(operator.legalName);
    for (const line of operator.postalAddress.split('\n')) await expect(details).toContainText(line);
    await expect(details.getByRole('link', { name: operator.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${operator.supportEmail}`,
    );
    await expect(details).toContainText(operator.companyNumber);
    await expect(details).toContainText(operator.vatNumber);
    await expect(details).toContainText(operator.governingLaw);
  });

  test('every page’s footer names the seller and links to the legal notice', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByTestId('footer-operator');
    await expect(footer).toContainText(`Sold by ${operator.legalName}`);
    await expect(footer).toContainText(operator.vatNumber);
    await footer.getByRole('link', { name: 'Legal notice' }).click();
    await expect(page).toHaveURL('/legal-notice');
  });

  test('the terms point to the legal notice, and no longer to the closed EU dispute platform', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.locator('main a[href="/legal-notice"]')).toBeVisible();
    await expect(page.locator('a[href*="ec.europa.eu/consumers/odr"]')).toHaveCount(0);
    await expect(page.getByText('online dispute resolution platform')).toHaveCount(0);
  });
});
