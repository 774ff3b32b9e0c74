import { DEMO_USERS, expect, pathOf, submitLogin, test } from '../support/fixtures.ts';

test.describe('login', () => {
  for (const user of DEMO_USERS) {
    // Spec 6: the dashboard is not among the routes a viewer may open; Trade is their landing page.
    const isViewer = user.role === 'fiduciary_viewer';
    const landing = isViewer ? '/digital-locker/trade' : user.home;
    test(`${user.role} lands on ${landing}`, async ({ page }) => {
      await page.goto('/pages/login');
      await submitLogin(page, user.email);

      await expect.poll(() => pathOf(page)).toBe(landing);
      if (isViewer) {
        await expect(page.getByRole('heading', { level: 1, name: 'More Investment Opportunities' })).toBeVisible();
        return;
      }
      await expect(page.getByRole('heading', { level: 1, name: user.heading })).toBeVisible();
      if (user.home === '/fid-admin/') {
        // The fund-admin dashboard reads its figures with the new access token.
        await expect(page.getByRole('link', { name: /^KYC waiting for a decision: \d+$/ })).toBeVisible();
        return;
      }
      if (user.home === '/issuers/') {
        // The issuer home reads the company's opportunities by status with the new access token.
        await expect(page.getByRole('region', { name: 'Created' }).getByText(/^\d+$/)).toBeVisible();
        return;
      }
      if (user.home === '/acap/') {
        // The cap-table home reads the company's summary by class with the new access token.
        await expect(page.getByRole('heading', { level: 2, name: 'Summary by class' })).toBeVisible();
        return;
      }
      if (user.home === '/digital-locker/') {
        // The investor dashboard reads its stat cards with the new access token.
        await expect(page.getByTestId('stat-invested').getByTestId('stat-value')).toHaveText(/^\$/);
      } else {
        await expect(page.getByTestId('current-role')).toBeVisible();
      }
      // The profile card calls GET fid/{fidId}/profile with the new access token.
      await expect(page.getByTestId('profile-name')).not.toBeEmpty();
    });
  }

  test("a wrong password shows the server's detail", async ({ page }) => {
    await page.goto('/pages/login');
    await submitLogin(page, 'investor@demo.test', 'Not-the-password1!');
    await expect(page.getByRole('alert')).toContainText('Unable to log in with provided credentials.');
    await expect.poll(() => pathOf(page)).toBe('/pages/login');
  });

  test('the login aliases show the same form', async ({ page }) => {
    for (const path of ['/pages/internal-login', '/pages/login2']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    }
  });
});
