import { expect, test } from './fixtures.ts';

test('the app is served with security headers, and a script injected into the page is blocked by the CSP', async ({
  page,
  cspViolations,
}) => {
  const response = await page.goto('/login');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();

  // An inline script (what stored XSS would need) is refused and reported; the guard sees it.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.join('\n')).toContain('script-src');
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  cspViolations.length = 0;
});
