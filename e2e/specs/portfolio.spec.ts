import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { collectConsoleErrors, SHOTS, seriousViolations, settled, shooter } from '../support/checks.ts';
import { expect, test } from '../support/fixtures.ts';

/** A demo position whose funding payment is still PENDING (apps/api/src/seed/demo-portfolio.ts). */
const PENDING_POSITION = 'Diagnostics Co-Invest';

/** Full-page screenshots at 1280 and 390 px (axe at both), then back to the desktop size. */
const shootAndCheck = shooter({ prefix: 'portfolio' });

/** Spec 9 currency: USD, 0 decimals, 1e6 and more abbreviated with 2 decimals. */
function money(amount: string): string {
  const value = Number(amount);
  if (Math.abs(value) >= 1e6) {
    for (const [size, suffix] of [
      [1e12, 'T'],
      [1e9, 'B'],
      [1e6, 'MM'],
    ] as const) {
      if (Math.abs(value) >= size) return `$${(value / size).toFixed(2)}${suffix}`;
    }
  }
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);
}

const stepDone = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Transaction progress' }).getByRole('listitem').filter({ hasText: label });

test.describe('investor portfolio', () => {
  test.use({ account: 'investor@demo.test' });
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('dashboard stat cards and the portfolio charts', async ({ page, request }) => {
    test.setTimeout(120_000);
    const consoleErrors = collectConsoleErrors(page);
    const api = apiAs(request, 'investor@demo.test');

    // Dashboard: the stat cards say what the API says.
    await page.goto('/digital-locker/');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const card = (key: string) => page.getByTestId(`stat-${key}`).getByTestId('stat-value');
    // Other specs act as this investor at the same time (an NDA, an investment): when the API read
    // and the cards straddle such a change, read both again.
    let attempt = 0;
    await expect(async () => {
      if (attempt++ > 0) {
        await page.reload();
        await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      }
      const stats = await api.get<{
        invested: string;
        committed: string;
        pending_actions: number;
        open_opportunities: number;
      }>('investors/investments/stats');
      const quick = { timeout: 5_000 };
      await expect(card('invested')).toHaveText(money(stats.invested), quick);
      await expect(card('committed')).toHaveText(money(stats.committed), quick);
      await expect(card('pending_actions')).toHaveText(String(stats.pending_actions), quick);
      await expect(card('open_opportunities')).toHaveText(String(stats.open_opportunities), quick);
    }).toPass({ timeout: 60_000 });
    await expect(page.getByRole('region', { name: 'Latest transactions' }).getByRole('link').first()).toBeVisible();
    await shootAndCheck(page, 'dashboard');

    // Investment overview: totals and the four charts drawn.
    await page.goto('/digital-locker/portfolios');
    await expect(page.getByRole('heading', { name: 'Investment overview', level: 1 })).toBeVisible();
    const charts = page.getByTestId('portfolio-charts');
    await expect(charts.locator('figure')).toHaveCount(4);
    await expect(charts.locator('.recharts-surface').first()).toBeVisible();
    expect(await charts.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('figure', { name: 'Current value by sector' })).toBeVisible();
    await shootAndCheck(page, 'overview');
    expect(consoleErrors).toEqual([]);
  });

  test('positions and balances, a position and its documents, trading activity and the summary', async ({ page }) => {
    test.setTimeout(120_000);
    const consoleErrors = collectConsoleErrors(page);

    // Positions and balances.
    await page.goto('/digital-locker/portfolios/positions-balances');
    const positions = page.getByRole('table', { name: 'Positions & Balances' });
    await expect(positions.getByRole('link', { name: PENDING_POSITION })).toBeVisible();
    await shootAndCheck(page, 'positions');

    // One position and its documents; trading activity; the summary.
    await positions.getByRole('link', { name: PENDING_POSITION }).click();
    await expect(page.getByRole('heading', { name: PENDING_POSITION, level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Positions' })).toBeVisible();
    await page.getByRole('tab', { name: /Documents/ }).click();
    await expect(page).toHaveURL(/\/portfolio\/[0-9a-f-]+\/documents$/);
    await expect(page.getByRole('navigation', { name: `Documents of ${PENDING_POSITION}` })).toBeVisible();
    await shootAndCheck(page, 'position-documents');
    await page.goto('/digital-locker/portfolios/trading-activity');
    await expect(page.getByRole('table', { name: 'Trading Activity' }).getByRole('link').first()).toBeVisible();
    await shootAndCheck(page, 'trading-activity');
    await page.goto('/digital-locker/portfolio-summary');
    await expect(page.getByRole('table', { name: 'By sector' })).toBeVisible();
    await shootAndCheck(page, 'summary');
    expect(consoleErrors).toEqual([]);
  });

  test('a list keeps its filters, ordering and page over a reload and Back; Communicate asks nothing with an empty id', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const consoleErrors = collectConsoleErrors(page);
    // Every API answer refused (but the token's refresh), and every API call with an empty id, on the way.
    const failed: string[] = [];
    const emptyIds: string[] = [];
    page.on('response', (response) => {
      // A 401 is the session's own refresh on a full load; any other refusal is a defect.
      const status = response.status();
      if (response.url().includes('/api/') && status >= 400 && status !== 401)
        failed.push(`${status} ${response.url()}`);
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/')) return;
      if (url.pathname.includes('//') || [...url.searchParams].some(([k, v]) => k.endsWith('_id') && v === '')) {
        emptyIds.push(request.url());
      }
    });

    await page.goto('/digital-locker/transact');
    const table = page.getByRole('table', { name: 'Latest Transactions' });
    await expect(table.getByRole('link').first()).toBeVisible();
    await page.getByRole('button', { name: 'Filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter transactions' });
    await dialog.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Primary' });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]is_primary=true/);
    await table.getByRole('button', { name: 'Amount' }).click();
    await expect(page).toHaveURL(/[?&]ordering=amount/);
    const chip = page.getByRole('list', { name: 'Active filters' }).getByText('Kind: Primary');

    // Reload keeps both; Back undoes the ordering and keeps the filter.
    await page.reload();
    await expect(chip).toBeVisible();
    await expect(page).toHaveURL(/[?&]ordering=amount/);
    await page.goBack();
    await expect(page).not.toHaveURL(/ordering=/);
    await expect(page).toHaveURL(/[?&]is_primary=true/);
    await expect(chip).toBeVisible();

    // Communicate: each opportunity chosen in turn in the question form, then the list filtered by one.
    await page.goto('/digital-locker/communicate');
    await expect(
      page.getByRole('heading', { name: 'Ask questions regarding the Opportunities', level: 1 }),
    ).toBeVisible();
    const ask = page.getByRole('region', { name: 'Ask a question' });
    const choose = ask.getByRole('combobox', { name: 'Opportunity' });
    await choose.click();
    const count = await page.getByRole('option').count();
    await page.keyboard.press('Escape');
    for (let i = 0; i < count; i++) {
      await choose.click();
      await page.getByRole('option').nth(i).click();
      await expect(page.getByRole('option')).toHaveCount(0);
    }
    const filter = page.getByRole('combobox', { name: 'Opportunity', exact: true }).last();
    await filter.click();
    await page.getByRole('option').first().click();
    await expect(page.getByRole('option')).toHaveCount(0);
    // The page's answers to those choices have arrived (the websocket never idles the network).
    await page.waitForTimeout(1_000);
    expect(emptyIds).toEqual([]);
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a transaction and its payment sent, and a fund position with capital calls', async ({ page, request }) => {
    test.setTimeout(120_000);
    const consoleErrors = collectConsoleErrors(page);
    const api = apiAs(request, 'investor@demo.test');

    // Latest Transactions -> the pending position's transaction.
    await page.goto('/digital-locker/transact');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Opportunity name' }).fill(PENDING_POSITION);
    await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
    const link = page.getByRole('table', { name: 'Latest Transactions' }).getByRole('link', { name: PENDING_POSITION });
    await expect(link).toBeVisible();
    await shootAndCheck(page, 'transactions');
    await link.click();
    await expect(page.getByRole('heading', { name: PENDING_POSITION, level: 1 })).toBeVisible();
    const investmentId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    // The strip: signed, countersigned; no payment yet.
    for (const label of ['NDA Signed', 'Deal Signed', 'Deal Countersigned'])
      await expect(stepDone(page, label)).toHaveAttribute('data-done', 'true');
    for (const label of ['Payment Received', 'Payment Acknowledged'])
      await expect(stepDone(page, label)).not.toHaveAttribute('data-done');
    const payments = page.getByRole('list', { name: 'Payments' });
    await expect(payments.getByText('NOT APPLICABLE')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Wire instructions' })).toBeVisible();
    await shootAndCheck(page, 'transaction');

    // Confirm payment sent: dialog, then PENDING_ACKNOWLEDGEMENT, label SENT, strip moves.
    await payments.getByRole('button', { name: 'Confirm payment sent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm payment sent' });
    await expect(dialog).toBeVisible();
    await settled(page); // the modal fades in; axe would read the half-transparent colours
    await page.screenshot({ path: `${SHOTS}portfolio-confirm-payment-1280.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirm payment sent' }).click();
    await expect(payments.getByText('SENT', { exact: true })).toBeVisible();
    await expect(payments.getByRole('button', { name: 'Confirm payment sent' })).toHaveCount(0);
    const after = await api.get<{ data: { status: string; capital_call_id: string | null }[] }>(
      `investments/${investmentId}/payments`,
    );
    expect(after.data.find((p) => p.capital_call_id === null)?.status).toBe('PENDING_ACKNOWLEDGEMENT');
    const record = await api.get<{ payment_status: string; payments_received: string | null }>(
      `investments/${investmentId}`,
    );
    expect(record.payment_status).toBe('PENDING_ACKNOWLEDGEMENT');
    expect(record.payments_received).not.toBeNull();
    await expect(stepDone(page, 'Payment Received')).toHaveAttribute('data-done', 'true');
    await expect(stepDone(page, 'Payment Acknowledged')).not.toHaveAttribute('data-done');
    await page.screenshot({ path: `${SHOTS}portfolio-transaction-sent-1280.png`, fullPage: true });

    // A fund position with capital calls: amount, due date, status and the notice.
    await page.goto('/digital-locker/transact');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Opportunity name' }).fill('Industrial Automation');
    await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('link', { name: 'Industrial Automation Fund I' }).click();
    const calls = page.getByRole('list', { name: 'Capital calls' });
    await expect(calls.getByRole('listitem')).toHaveCount(3);
    await expect(calls.getByRole('button', { name: 'View notice of capital call 3' })).toBeVisible();
    await expect(calls.getByText('In progress')).toBeVisible();
    await shootAndCheck(page, 'capital-calls');
    expect(consoleErrors).toEqual([]);
  });

  test('Manage Documents: all documents, a signed NDA in the viewer, cards on a phone', async ({ page }) => {
    test.setTimeout(90_000);
    const consoleErrors = collectConsoleErrors(page);

    // Manage Documents: the NDA tab, a signed copy in the viewer.
    await page.goto('/digital-locker/documents');
    await expect(page.getByRole('heading', { name: 'Manage Documents', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'All documents' }).getByRole('row').nth(1)).toBeVisible();
    await shootAndCheck(page, 'documents');
    await page.getByRole('tab', { name: 'NDA' }).click();
    const ndaTable = page.getByRole('table', { name: 'NDA documents' });
    const viewSigned = ndaTable.getByRole('button', { name: /^View Signed/ }).first();
    await expect(viewSigned).toBeVisible();
    const [viewer] = await Promise.all([page.waitForEvent('popup'), viewSigned.click()]);
    const viewerErrors = collectConsoleErrors(viewer);
    await expect(viewer).toHaveURL(/\/digital-locker\/pdf\/web\/viewer\.html\?file=%2Fapi%2Fv1%2Fsigned-files%2F/);
    expect(viewer.url()).not.toContain('access');
    await expect(viewer.locator('.react-pdf__Page__canvas').first()).toBeVisible({ timeout: 20_000 });
    await viewer.screenshot({ path: `${SHOTS}portfolio-viewer-1280.png` });
    await viewer.close();
    expect(viewerErrors).toEqual([]);

    // Cards layout on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('list', { name: 'NDA documents' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}portfolio-documents-cards-390.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    expect(consoleErrors).toEqual([]);
  });
});
