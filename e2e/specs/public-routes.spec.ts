import { collectConsoleErrors, seriousViolations } from '../support/checks.ts';
import { expect, test } from '../support/fixtures.ts';

/** Issue 14 point 3 (ADR 0033): spec 2's public routes, opened in a browser without a login. */

/** The demo's Northwind Series A, whose issuer made its tearsheet public (README, seed). */
const PUBLIC_TEARSHEET = '/digital-roadshow/pages/tearsheet/7e2a4c1d-5b3f-4a6e-9c8d-2f1b0a9e8d71';

test.describe('public routes without a login', () => {
  for (const width of [1280, 390]) {
    test(`the public tearsheet at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const consoleErrors = collectConsoleErrors(page);
      await page.goto(PUBLIC_TEARSHEET);
      await expect(page.getByRole('heading', { level: 1, name: 'Northwind Series A' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('an unknown tearsheet is a clear not-found with a way on', async ({ page }) => {
    await page.goto('/digital-roadshow/pages/tearsheet/3f0c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f');
    await expect(page.getByText('Tearsheet not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
  });

  test('/sso-login says single sign-on is not offered and leads to Login', async ({ page }) => {
    await page.goto('/sso-login');
    await expect(page.getByText('Single sign-on is not offered on this platform.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/pages\/login$/);
  });

  test('/onboard/{fid} without an invitation says whom to ask', async ({ page, request }) => {
    const branding = (await (await request.get('/api/v1/public/branding')).json()) as { fiduciary_id: string };
    await page.goto(`/onboard/${branding.fiduciary_id}`);
    await expect(page.getByText('You need an invitation')).toBeVisible();
    await expect(page.getByRole('link', { name: 'help@demo.test' })).toBeVisible();
    await expect(page.getByText('Link not valid')).toHaveCount(0);
  });
});
