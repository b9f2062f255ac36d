import { expect, test } from '@playwright/test';

const pages = ['/', '/what-you-get', '/checkout', '/login', '/api/user'];

test.describe('security headers', () => {
  for (const path of pages) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
      expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(
        365 * 24 * 60 * 60,
      );
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    });
  }

  test('the success page, its credentials check and the sign-in page send no referrer and are never cached', async ({
    request,
  }) => {
    for (const path of ['/payment-success', '/success', '/sign-in', '/api/payment-success/pi_test_0123456789abcdef']) {
      const headers = (await request.get(path)).headers();
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['cache-control']).toContain('no-store');
    }
  });

  test('pages run under the policy without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const path of ['/', '/what-you-get', '/checkout', '/login', '/contact']) await page.goto(path);
    expect(violations).toEqual([]);
  });
});
