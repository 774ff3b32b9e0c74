import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, SHOTS_DIR, submitLogin, test } from '../support/fixtures.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Console errors of the page (a CSP refusal, a React warning, a failed chunk). Chromium also logs
 * every non-2xx answer as "Failed to load resource"; those are expected here (a refused login).
 */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('accessibility', () => {
  test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

  test('the login page has no axe violations', async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page);
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
    expect(consoleErrors).toEqual([]);
  });

  test('a portal home has no axe violations', async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page);
    await page.goto('/pages/login');
    await submitLogin(page, 'investor@demo.test');
    await expect(page.getByTestId('profile-name')).toHaveText('Avery Investor');
    await page.screenshot({ path: path.join(SHOTS_DIR, 'investor-home.png'), fullPage: true });

    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
