import { expect, type Page } from '@playwright/test';

/** The notification region (Radix Toast's viewport, announced as "Notifications (F8)"). */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}
