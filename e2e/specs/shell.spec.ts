import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { SHOTS, seriousViolations } from '../support/checks.ts';
import { DEMO_USERS, expect, pathOf, submitLogin, test } from '../support/fixtures.ts';

async function login(
  page: Page,
  email: string,
  landing: string | RegExp = /\/(digital-locker|issuers|fid-admin|trellis-admin|acap)\//,
) {
  await page.goto('/pages/login');
  await submitLogin(page, email);
  await expect.poll(() => pathOf(page)).toMatch(landing);
}

const notFound = (page: Page) => page.getByRole('heading', { name: 'Page not found' });
const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('shell guards', () => {
  test('a logged-out visitor goes to Login with a redirect, and lands back after login', async ({ page }) => {
    await page.goto('/digital-locker/opportunities?sort=new');
    await expect.poll(() => pathOf(page)).toBe('/pages/login?redirect=%2Fdigital-locker%2Fopportunities%3Fsort%3Dnew');
    await submitLogin(page, 'investor@demo.test');
    await expect.poll(() => pathOf(page)).toBe('/digital-locker/opportunities?sort=new');
    await expect(page.getByTestId('app-bar-title')).toHaveText('Discover New Opportunities');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover New Opportunities' })).toBeVisible();
  });

  test.describe(() => {
    test.use({ account: 'viewer@demo.test' });

    test('a viewer gets the 404 page on a restricted route, and opens Trade and their profile', async ({ page }) => {
      await page.goto('/digital-locker/trade');
      await expect(page.getByRole('heading', { level: 1, name: 'More Investment Opportunities' })).toBeVisible();
      // Viewers see no notifications nor communication popup (spec 6).
      await expect(page.getByRole('button', { name: 'Notifications' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Communications' })).toHaveCount(0);

      for (const path of [
        '/digital-locker/documents',
        '/digital-locker/opportunity/42',
        '/digital-locker/my-profile/settings',
      ]) {
        await page.goto(path);
        await expect(notFound(page)).toBeVisible();
        await expect(sideNav(page)).toBeVisible();
      }
      await page.goto('/digital-locker/my-profile');
      await expect.poll(() => pathOf(page)).toBe('/digital-locker/my-profile/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    });
  });

  test('an unknown path shows the 404 page, inside the shell once logged in', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(notFound(page)).toBeVisible();
    await login(page, 'investor@demo.test');
    for (const path of ['/no/such/page', '/digital-locker/no-such-page']) {
      await page.goto(path);
      await expect(notFound(page)).toBeVisible();
      await expect(sideNav(page)).toBeVisible();
    }
  });

  test.describe(() => {
    test.use({ account: 'investor-admin@demo.test' });

    test('the side navigation marks the current page and the profile menu opens My Profile', async ({ page }) => {
      await page.goto('/digital-locker/');
      await sideNav(page).getByRole('link', { name: 'Documents' }).click();
      await expect.poll(() => pathOf(page)).toBe('/digital-locker/documents');
      await expect(sideNav(page).getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('app-bar-title')).toHaveText('Manage Documents');

      // Keyboard: on a fresh page the skip link comes first, and a navigation link opens with Enter.
      await page.reload();
      await expect(page.getByTestId('app-bar-title')).toHaveText('Manage Documents');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('#page-content')).toBeFocused();
      await sideNav(page).getByRole('link', { name: 'Events' }).focus();
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Find unique opportunities for investments' }),
      ).toBeVisible();

      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'My Profile' }).click();
      await expect.poll(() => pathOf(page)).toBe('/digital-locker/my-profile/my-profile/profile');
    });
  });

  test.describe(() => {
    test.use({ account: 'investor@demo.test' });

    test('a page chunk that fails to load shows the retry screen', async ({ page }) => {
      await page.goto('/digital-locker/');
      await page.route('**/assets/events-page-*.js', (route) => route.abort());
      await sideNav(page).getByRole('link', { name: 'Events' }).click();
      await expect(page.getByRole('heading', { name: 'This part of the app could not be loaded' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    });
  });
});

test.describe('the app bar greeting', () => {
  test.use({ timezoneId: 'UTC', account: 'investor@demo.test' });

  test('matches the hour of the clock', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-01-05T09:15:00Z') });
    await page.goto('/digital-locker/');
    await expect(page.getByTestId('greeting')).toHaveText('Good Morning, Avery');

    for (const [time, greeting] of [
      ['2026-01-05T12:00:00Z', 'Good Afternoon, Avery'],
      ['2026-01-05T17:30:00Z', 'Good Evening, Avery'],
    ] as const) {
      await page.clock.setSystemTime(new Date(time));
      await page.reload();
      await expect(page.getByTestId('greeting')).toHaveText(greeting);
    }
  });
});

test.describe('each portal home', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
  const homes = DEMO_USERS.filter((user) => !['fiduciary_investor-admin', 'fiduciary_viewer'].includes(user.role));

  for (const user of homes) {
    test.describe(() => {
      test.use({ account: user.email });
      test(`${user.home} at 1280 and 390 px`, async ({ page }) => {
        const name = user.home.replaceAll('/', '');
        await page.goto(user.home);
        await expect(page.getByRole('heading', { level: 1, name: user.heading })).toBeVisible();
        // The fund admin, the issuer and the cap table land on their figures; the provider's home shows the profile card.
        if (user.home === '/fid-admin/') await expect(page.getByRole('link', { name: /^KYC waiting/ })).toBeVisible();
        else if (user.home === '/issuers/')
          await expect(page.getByRole('region', { name: 'Created' }).getByText(/^\d+$/)).toBeVisible();
        else if (user.home === '/acap/')
          await expect(page.getByRole('heading', { level: 2, name: 'Summary by class' })).toBeVisible();
        else await expect(page.getByTestId('profile-name')).not.toBeEmpty();
        await page.screenshot({ path: `${SHOTS}${name}-1280.png`, fullPage: true });

        await page.setViewportSize({ width: 390, height: 844 });
        await expect(sideNav(page)).toBeHidden();
        // The shell animates the space of the navigation away; wait for it to settle.
        await page.waitForFunction(
          () => getComputedStyle(document.querySelector('main') as Element).paddingLeft === '0px',
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await page.screenshot({ path: `${SHOTS}${name}-390.png`, fullPage: true });
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await expect(sideNav(page)).toBeInViewport({ ratio: 1 });
        await page.screenshot({ path: `${SHOTS}${name}-390-nav.png` });
      });
    });
  }
});

test.describe(() => {
  test.use({ account: 'investor@demo.test' });
  test('a portal page with the shell has no axe violations', async ({ page }) => {
    await page.goto('/digital-locker/communicate/schedule-meetings');
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule Meetings' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}schedule-meetings-1280.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /^Notifications/ }).click();
    const actionsTab = page.getByRole('tab', { name: 'Actions' });
    await expect(actionsTab).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(actionsTab).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => getComputedStyle(document.querySelector('main') as Element).paddingLeft === '0px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}schedule-meetings-390.png`, fullPage: true });
  });
});
