import { mkdirSync } from 'node:fs';
import { apiAs } from '../support/api.ts';
import { SHOTS, shooter, socketConnected } from '../support/checks.ts';
import { expect, loggedInState, test } from '../support/fixtures.ts';

const shootAndCheck = shooter({ prefix: 'fid-admin-communications' });

/** An opportunity no other spec asks or answers on, so that snackbars cannot be mistaken. */
const OPPORTUNITY = 'Helio Grid Project Notes';

interface QnaItem {
  id: string;
  source: string;
  opportunity_id: string;
  opportunity_name: string;
}

test.describe('fund admin: investor communication', () => {
  test.use({ account: 'fid-admin@demo.test' });
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('answers a question from the popup tab and the Communication screen; the investor sees the snackbar', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const question = `Is the coupon paid quarterly (${stamp})?`;
    const answer = `Yes, every quarter end (${stamp}).`;

    // Precondition through the API: the investor asks.
    const investorApi = apiAs(request, 'investor@demo.test');
    const opportunities = await investorApi.get<{ results: { opportunity: { opp_id: string; name: string } }[] }>(
      `investors/opportunities?page=1&limit=50&opportunity_name=${encodeURIComponent(OPPORTUNITY)}`,
    );
    const opportunityId = opportunities.results.find((o) => o.opportunity.name === OPPORTUNITY)?.opportunity.opp_id;
    expect(opportunityId, `${OPPORTUNITY} is listed to the demo investor`).toBeTruthy();
    await investorApi.post<{ data: QnaItem }>('QnA', { opportunity_id: opportunityId, request: question });

    // The investor's page, socket connected, waits for the answer.
    const investor = await browser.newContext({
      storageState: await loggedInState(baseURL ?? '', 'investor@demo.test'),
    });
    const investorPage = await investor.newPage();
    const connected = socketConnected(investorPage);
    await investorPage.goto('/digital-locker/');
    await expect(investorPage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 30_000 });
    await connected;

    // The fund admin: the popup's Investor Communication tab lists the open question.
    await page.goto('/fid-admin/communications');
    await expect(page.getByRole('heading', { level: 1, name: 'Investor Communication' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Communications' }).click();
    const popup = page.getByRole('dialog');
    await expect(popup.getByRole('tab', { name: 'Investor Communication' })).toHaveAttribute('aria-selected', 'true');
    await expect(popup.getByRole('tab', { name: 'My Communications' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The Communication screen: answer in place.
    const item = page.getByRole('listitem').filter({ hasText: question });
    await page.getByRole('textbox', { name: 'Search questions' }).fill(stamp);
    await expect(item).toBeVisible();
    await shootAndCheck(page, 'open');
    await item.getByRole('button', { name: 'Answer' }).click();
    await item.getByRole('textbox', { name: 'Answer to Avery Investor' }).fill(answer);
    await item.getByRole('button', { name: 'Send answer' }).click();
    await expect(page.getByText('No questions are waiting for an answer.')).toBeVisible();

    // The investor hears of it at once.
    await expect(
      investorPage.getByTestId('socket-snackbar').filter({ hasText: `${OPPORTUNITY} has been answered` }),
    ).toBeVisible({ timeout: 15_000 });
    await investor.close();

    // My Communications (?tab=1): the answer, editable.
    await page.getByRole('tab', { name: 'My Communications' }).click();
    await expect(page).toHaveURL(/[?&]tab=1/);
    // The searched list must have answered before editing: a late answer would show the old text.
    const searched = page.waitForResponse(
      (r) => r.url().includes('has_response=true') && r.url().includes(`search=${stamp}`),
    );
    await page.getByRole('textbox', { name: 'Search questions' }).fill(stamp);
    await searched;
    const answered = page.getByRole('listitem').filter({ hasText: question });
    await expect(answered).toContainText(answer);
    await answered.getByRole('button', { name: 'Edit answer' }).click();
    await answered.getByRole('textbox', { name: 'Answer to Avery Investor' }).fill(`${answer} Paid in USD.`);
    await answered.getByRole('button', { name: 'Save answer' }).click();
    await expect(answered).toContainText('Paid in USD.');
    await shootAndCheck(page, 'answered');
  });
});
