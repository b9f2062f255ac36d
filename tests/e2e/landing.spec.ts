import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

const seedHero = () => {
  const site = readFileSync(path.resolve(import.meta.dirname, '../../studio/seed/site.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string; hero?: { headline: string; subline: string; ctaLabel: string } })
    .find((doc) => doc._id === 'siteSettings');
  if (!site?.hero) throw new Error('The seed has no site settings hero.');
  return site.hero;
};

test('the landing page shows the hero and the price from the content dataset', async ({ page }) => {
  const hero = seedHero();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.headline);
  await expect(page.getByText(hero.subline)).toBeVisible();
  const cta = page.getByRole('link', { name: hero.ctaLabel });
  await expect(cta).toHaveAttribute('href', '/what-you-get');
  await expect(page.getByTestId('hero-price')).toContainText('€9.90');
});
