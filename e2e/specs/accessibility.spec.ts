import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, SHOTS_DIR, submitLogin, test } from '../support/fixtures.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.describe('accessibility', () => {
  test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

  test('the login page has no axe violations', async ({ page }) => {
    await page.goto('/pages/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS_DIR, 'login.png'), fullPage: true });

    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations).toEqual([]);

    await submitLogin(page, 'investor@demo.test', 'Wrong-password-1!');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS_DIR, 'login-error.png'), fullPage: true });
    const withError = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(withError.violations).toEqual([]);
  });

  test('a portal home has no axe violations', async ({ page }) => {
    await page.goto('/pages/login');
    await submitLogin(page, 'investor@demo.test');
    await expect(page.getByTestId('profile-name')).toHaveText('Avery Investor');
    await page.screenshot({ path: path.join(SHOTS_DIR, 'investor-home.png'), fullPage: true });

    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations).toEqual([]);
  });
});
