import type { Page } from '@playwright/test';
import { expect, pathOf, test } from '../support/fixtures.ts';

const IDLE_MINUTES = 30;
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Session Expired' });
const countdown = (seconds: number) =>
  `You have left this browser idle for ${IDLE_MINUTES} minutes. You will be logged out in ${seconds} second(s).`;

/** Opens the portal logged in (the describe's account) on a fake clock (installed before the first page) and lets the user go idle for 30 minutes. */
async function goIdle(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/digital-locker/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await page.clock.fastForward(`${IDLE_MINUTES - 1}:00`);
  // One minute short of the limit nothing happens yet.
  await expect(dialog(page)).toBeHidden();
  await page.clock.fastForward('01:05');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText(countdown(10));
}

test.describe('session idle (spec 4)', () => {
  test.describe(() => {
    test.use({ account: 'investor@demo.test' });
    test('after 30 idle minutes the dialog counts down 10 seconds and logs out to Login', async ({ page }) => {
      await goIdle(page);
      await page.clock.runFor(3000);
      await expect(dialog(page)).toContainText(countdown(7));
      await page.clock.runFor(7000);
      await expect.poll(() => pathOf(page)).toBe('/pages/login?redirect=%2Fdigital-locker%2F');
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('dl.auth'))).toBeNull();
    });

    test('Okay keeps the session', async ({ page }) => {
      await goIdle(page);
      await page.clock.runFor(4000);
      const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/v1/token/refresh'));
      await dialog(page).getByRole('button', { name: 'Okay' }).click();
      await expect(dialog(page)).toBeHidden();
      expect((await refreshed).status()).toBe(200);

      await page.clock.runFor(15_000);
      await expect(dialog(page)).toBeHidden();
      expect(pathOf(page)).toBe('/digital-locker/');
      await page.reload();
      await expect(page.getByTestId('profile-name')).toHaveText('Avery Investor');
    });
  });

  test('never shows on the login page', async ({ page }) => {
    await page.clock.install();
    await page.goto('/pages/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.clock.fastForward(`${IDLE_MINUTES + 1}:00`);
    await page.clock.runFor(11_000);
    await expect(dialog(page)).toHaveCount(0);
    expect(pathOf(page)).toBe('/pages/login');
  });
});
