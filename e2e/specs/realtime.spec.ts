import { mkdirSync } from 'node:fs';
import { apiAs } from '../support/api.ts';
import { SHOTS, seriousViolations, shooter, socketConnected } from '../support/checks.ts';
import { expect, loggedInState, test } from '../support/fixtures.ts';

/** Screenshots at 1280 and 390 px with axe at both, then back to the desktop size. */
const shootAndCheck = shooter({ prefix: 'realtime' });

interface QnaItem {
  id: string;
  source: string;
  opportunity_id: string;
  opportunity_name: string;
}

/**
 * Not the opportunity the communications spec answers on: with two workers its answer reaches this
 * investor's page too, and the snackbars tell the two apart by the opportunity's name only.
 */
const OPPORTUNITY = 'Northwind Series A Extension';

test.describe('realtime notifications', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('the issuer answers a question: the investor sees the snackbar and the panel without reload', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const investorApi = apiAs(request, 'investor@demo.test');
    // Context 2: the issuer, in a browser context of its own, answers through the API.
    const issuer = await browser.newContext();
    const issuerApi = apiAs(issuer.request, 'issuer@demo.test');

    // A question of the investor on one of the demo issuer's opportunities.
    const issuerItems = await issuerApi.get<{ results: QnaItem[] }>('QnA?page=1&limit=50');
    const opportunityId = issuerItems.results.find((item) => item.opportunity_name === OPPORTUNITY)?.opportunity_id;
    expect(opportunityId, `the demo issuer has questions on ${OPPORTUNITY}`).toBeTruthy();
    const asked = await investorApi.post<{ data: QnaItem }>('QnA', {
      opportunity_id: opportunityId,
      request: 'When is the next investor update due?',
    });
    const question = asked.data;

    // Context 1: the investor on the dashboard, socket connected.
    const investor = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      storageState: await loggedInState(baseURL ?? '', 'investor@demo.test'),
    });
    const page = await investor.newPage();
    const connected = socketConnected(page);
    await page.goto('/digital-locker/');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 30_000 });
    const navigationsBefore = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    // Answers pushed from now on reach this page (before, they would only be stored).
    await connected;

    // The issuer's context answers it.
    await issuerApi.patch(`QnA/${question.id}?source=${question.source}`, {
      response: 'The next update goes out at the end of the quarter.',
    });

    // Other specs' events for this investor may show snackbars of their own meanwhile.
    const snackbar = page.getByTestId('socket-snackbar').filter({ hasText: `${OPPORTUNITY} has been answered` });
    await expect(snackbar).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(page, { include: '[data-testid="socket-snackbar"]' })).toEqual([]);
    await expect(page.getByRole('button', { name: 'Notifications, new messages' })).toBeVisible();

    // The panel lists it without a reload.
    await page.getByRole('button', { name: 'Notifications, new messages' }).click();
    await page.getByRole('tab', { name: 'Notifications', exact: true }).click();
    const panelItem = page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(`${OPPORTUNITY} has been answered`) })
      .first();
    await expect(panelItem).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS}realtime-panel-1280.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // The first snackbar closes by itself (4,000 ms).
    await expect(snackbar).toHaveCount(0, { timeout: 10_000 });

    // A second answer: clicking the snackbar opens the item (Communication, answered tab).
    const second = await investorApi.post<{ data: QnaItem }>('QnA', {
      opportunity_id: opportunityId,
      request: 'Will the data room get the audited accounts?',
    });
    await issuerApi.patch(`QnA/${second.data.id}?source=${second.data.source}`, {
      response: 'Yes, once the auditors sign them off.',
    });
    await expect(snackbar).toBeVisible({ timeout: 15_000 });
    await snackbar.click();
    await expect(page).toHaveURL(/\/digital-locker\/communicate\?/);
    const target = new URL(page.url());
    expect(target.searchParams.get('tab')).toBe('1');
    expect(target.searchParams.get('id')).toBe(second.data.id);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(navigationsBefore);

    // The pages: notifications (with the answers) and system notifications.
    await page.goto('/digital-locker/notifications');
    await expect(
      page.getByRole('heading', { name: 'Get notified about any actions and opportunities', level: 1 }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Notifications' })
        .getByText(/has been answered/)
        .first(),
    ).toBeVisible();
    await shootAndCheck(page, 'notifications');
    await page.goto('/digital-locker/system-notifications');
    await expect(page.getByRole('table', { name: 'System notifications' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'System notifications' })).not.toHaveAttribute('aria-busy', 'true');
    await shootAndCheck(page, 'system-notifications');
    await investor.close();
    await issuer.close();
  });

  test.describe(() => {
    test.use({ account: 'newcomer@demo.test' });
    test('a new user sees the empty texts of the panel', async ({ page, request }) => {
      test.setTimeout(60_000);
      // The newcomer (demo seed) has no actions and no notifications.
      const system = await apiAs(request, 'newcomer@demo.test').get<{ count: number }>(
        'accounts/system-notifications?page=1&limit=1',
      );
      await page.goto('/digital-locker/');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Notifications', exact: true }).click();
      const panel = page.getByRole('dialog');
      await expect(panel.getByText('You have no actions')).toBeVisible({ timeout: 20_000 });
      await panel.getByRole('tab', { name: 'Notifications', exact: true }).click();
      await expect(panel.getByText('You have no notifications')).toBeVisible();
      await panel.getByRole('tab', { name: 'System Notifications' }).click();
      // The demo tenant has published announcements, which every member sees, the newcomer too; the
      // third empty text is covered by the panel's component test.
      expect(system.count).toBeGreaterThan(0);
      await expect(panel.getByRole('link', { name: 'See All' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}realtime-panel-newcomer-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await panel.getByRole('tab', { name: 'Actions' }).click();
      await page.screenshot({ path: `${SHOTS}realtime-panel-newcomer-390.png` });
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
