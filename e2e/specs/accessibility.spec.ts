import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { collectConsoleErrors, seriousViolations } from '../support/checks.ts';
import { expect, loggedInState, SHOTS_DIR, submitLogin, test } from '../support/fixtures.ts';

test.describe('accessibility', () => {
  test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

  test('the login page has no axe violations', async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page);
    await page.goto('/pages/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS_DIR, 'login.png'), fullPage: true });

    expect(await seriousViolations(page, { allImpacts: true })).toEqual([]);

    await submitLogin(page, 'investor@demo.test', 'Wrong-password-1!');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS_DIR, 'login-error.png'), fullPage: true });
    expect(await seriousViolations(page, { allImpacts: true })).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a portal home has no axe violations', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      storageState: await loggedInState(baseURL ?? '', 'investor@demo.test'),
    });
    const page = await context.newPage();
    const consoleErrors = collectConsoleErrors(page);
    await page.goto('/digital-locker/');
    await expect(page.getByTestId('profile-name')).toHaveText('Avery Investor', { timeout: 30_000 });
    await page.screenshot({ path: path.join(SHOTS_DIR, 'investor-home.png'), fullPage: true });

    expect(await seriousViolations(page, { allImpacts: true })).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
