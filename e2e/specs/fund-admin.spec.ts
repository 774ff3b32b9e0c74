import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { SHOTS, shooter } from '../support/checks.ts';
import { type DemoEmail, expect, FUND_STAFF, loggedInState, test } from '../support/fixtures.ts';

const shootAndCheck = shooter({ prefix: 'fid-admin' });

/** A page logged in as one of the fund's staff, in a browser context of its own. */
async function staffPage(browser: Browser, baseURL: string | undefined, email: DemoEmail): Promise<Page> {
  const context = await browser.newContext({ storageState: await loggedInState(baseURL ?? '', email) });
  return context.newPage();
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test.describe('fund admin portal', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test.describe(() => {
    test.use({ account: 'fid-admin@demo.test' });

    test('every screen at 1280 and 390 px, axe clean; the map shows the demo cities with no network', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const outside: string[] = [];
      page.on('request', (request) => {
        const host = new URL(request.url()).hostname;
        if (!['127.0.0.1', 'localhost'].includes(host) && !request.url().startsWith('data:'))
          outside.push(request.url());
      });
      await page.goto('/fid-admin/');
      await expect(heading(page, 'Dashboard')).toBeVisible({ timeout: 30_000 });
      const map = page.getByRole('region', { name: 'Map of investor locations' });
      // Leaflet and the world layer are a chunk of their own, loaded with the map: slow on a busy machine.
      await expect(map.locator('.leaflet-container')).toBeVisible({ timeout: 30_000 });
      const austin = page.getByRole('button', { name: /^Show on the map: Austin, Texas, United States/ });
      await expect(austin).toBeVisible();
      await austin.click();
      // Centred on Austin at zoom 14: the one marker drawn inside the map is Austin's.
      const box = await map.locator('.leaflet-container').boundingBox();
      const markers = map.locator('path.leaflet-interactive');
      for (let i = 0; i < (await markers.count()); i++) {
        const m = await markers.nth(i).boundingBox();
        if (!box || !m || m.width === 0) continue;
        const cx = m.x + m.width / 2;
        const cy = m.y + m.height / 2;
        if (cx > box.x && cx < box.x + box.width && cy > box.y && cy < box.y + box.height) {
          await markers.nth(i).hover();
          break;
        }
      }
      await expect(
        page.locator('.leaflet-tooltip').filter({ hasText: 'Location: Austin, Texas, United States' }),
      ).toBeVisible();
      await shootAndCheck(page, 'dashboard');

      const screens: [string, string | RegExp][] = [
        ['/fid-admin/investors', 'Investors'],
        ['/fid-admin/kyc', 'KYC Review'],
        ['/fid-admin/opportunities', 'Opportunity Approval'],
        ['/fid-admin/deals', 'Deals'],
        ['/fid-admin/ndas', 'NDA Countersigning'],
        ['/fid-admin/capital-calls', 'Capital Calls'],
        ['/fid-admin/documents', 'Documents to Investors'],
        ['/fid-admin/communications', 'Investor Communication'],
        ['/fid-admin/communications?tab=meetings', 'Investor Communication'],
        ['/fid-admin/service-requests', 'Service Requests'],
        ['/fid-admin/events-resources', 'Events and Resources'],
        ['/fid-admin/profile', 'My Profile'],
      ];
      for (const [url, name] of screens) {
        await page.goto(url);
        await expect(heading(page, name)).toBeVisible({ timeout: 20_000 });
        await expect(page.getByText('coming soon', { exact: false })).toHaveCount(0);
        await shootAndCheck(page, (url.split('/').at(-1) as string).replace('?tab=', '-'));
      }
      expect(outside).toEqual([]);
    });
  });

  test('each role sees its own screens; another screen is not found', async ({ browser, baseURL }) => {
    const kyc = await staffPage(browser, baseURL, FUND_STAFF.kycApprover);
    await kyc.goto('/fid-admin/');
    await expect(heading(kyc, 'Dashboard')).toBeVisible({ timeout: 30_000 });
    const nav = kyc.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'KYC' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Capital Calls' })).toHaveCount(0);
    await kyc.goto('/fid-admin/capital-calls');
    await expect(kyc.getByRole('heading', { name: /not found/i })).toBeVisible();
    await kyc.context().close();
  });

  test('an approver approves an opportunity an issuer sent for review; investors see it', async ({
    browser,
    baseURL,
    request,
  }) => {
    const page = await staffPage(browser, baseURL, FUND_STAFF.opportunityApprover);
    await page.goto('/fid-admin/opportunities?approval=PENDING');
    await expect(heading(page, 'Opportunity Approval')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Northwind Logistics SPV' }).click();
    await expect(heading(page, /Northwind Logistics SPV/)).toBeVisible();
    await shootAndCheck(page, 'opportunity-preview');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('dialog', { name: 'Approve opportunity' }).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('The opportunity is approved and published to investors.')).toBeVisible();
    await page.context().close();

    const investor = apiAs(request, 'investor@demo.test');
    const listed = await investor.get<{ results: { opportunity: { name: string } }[] }>(
      `investors/opportunities?page=1&limit=10&opportunity_name=${encodeURIComponent('Northwind Logistics SPV')}`,
    );
    expect(listed.results.map((o) => o.opportunity.name)).toContain('Northwind Logistics SPV');
  });

  test('a deal: approve, countersign, execute (pdfsig: every signature valid), call capital, acknowledge payment', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(360_000);
    const deal = 'Deal of Linden Park Capital LP in Lumen Ledger SAFE Round';

    // The deal executor approves the deal the investor signed.
    const executor = await staffPage(browser, baseURL, FUND_STAFF.dealExecutor);
    await executor.goto('/fid-admin/deals?status=DEAL_PENDING_REVIEW');
    await expect(heading(executor, 'Deals')).toBeVisible({ timeout: 30_000 });
    await executor.getByRole('link', { name: deal }).click();
    await executor.getByRole('button', { name: 'Approve', exact: true }).click();
    await executor.getByRole('dialog', { name: 'Approve the deal' }).getByRole('button', { name: 'Approve' }).click();
    await expect(executor.getByText(/^Deal approved$/i)).toBeVisible();
    await expect(executor.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    const dealUrl = executor.url();

    // The authorized signatory countersigns through the e-sign ceremony.
    const signatory = await staffPage(browser, baseURL, FUND_STAFF.signatory);
    await signatory.goto(dealUrl);
    await signatory.getByRole('button', { name: 'Countersign' }).click();
    await expect(signatory).toHaveURL(/[?&]esign=/, { timeout: 20_000 });
    await signatory.getByRole('textbox', { name: 'Type your full name' }).fill('Sidney Signer');
    await signatory.getByRole('button', { name: 'Sign', exact: true }).click();
    const consent = signatory.getByRole('dialog');
    await consent.getByRole('checkbox').check();
    await consent.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(signatory).toHaveURL(new RegExp(`${new URL(dealUrl).pathname}$`), { timeout: 60_000 });
    await signatory.context().close();

    // Sealed, the executor executes it.
    await expect(async () => {
      await executor.reload();
      await expect(executor.getByRole('button', { name: 'Execute', exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await executor.getByRole('button', { name: 'Execute', exact: true }).click();
    await executor.getByRole('dialog', { name: 'Execute the deal' }).getByRole('button', { name: 'Execute' }).click();
    await expect(executor.getByText(/^Deal executed$/i)).toBeVisible();
    await shootAndCheck(executor, 'deal-executed');
    // The closing binder of the executed deal downloads as one ZIP.
    const binder = executor.waitForEvent('download');
    await executor.getByRole('button', { name: 'Download closing binder' }).click();
    expect((await binder).suggestedFilename()).toMatch(/^closing-binder-[0-9a-f]{8}\.zip$/);
    await executor.context().close();

    // The final PDF carries the investor's signature and the countersignature, each valid.
    const admin = apiAs(request, 'fid-admin@demo.test');
    const id = new URL(dealUrl).pathname.split('/').at(-1);
    const data = await admin.get<{ status: string; documents: { doc_class: string; signed_url: string | null }[] }>(
      `fid-admin/investments/${id}`,
    );
    expect(data.status).toBe('DEAL_EXECUTED');
    const signedUrl = data.documents.find((d) => d.doc_class === 'DEAL')?.signed_url;
    expect(signedUrl).toBeTruthy();
    const pdf = await request.get(signedUrl as string);
    const file = path.join(tmpdir(), `fid-admin-deal-${Date.now()}.pdf`);
    writeFileSync(file, await pdf.body());
    const { stdout } = await promisify(execFile)('pdfsig', [file]);
    const signatures = stdout.match(/Signature #\d+/g) ?? [];
    expect(signatures.length).toBeGreaterThanOrEqual(2);
    expect(stdout.match(/Signature Validation: Signature is Valid\./g)?.length).toBe(signatures.length);

    // The executor calls 10% of the commitment, previewing the allocation and its rounding rule.
    const calls = await staffPage(browser, baseURL, FUND_STAFF.dealExecutor);
    await calls.goto('/fid-admin/capital-calls');
    await expect(heading(calls, 'Capital Calls')).toBeVisible({ timeout: 30_000 });
    await calls.getByRole('button', { name: 'New capital call' }).click();
    const modal = calls.getByRole('dialog', { name: 'New capital call' });
    await modal.getByRole('combobox', { name: 'Opportunity' }).click();
    await calls.getByRole('option', { name: /^Lumen Ledger SAFE Round/ }).click();
    await modal.getByRole('textbox', { name: 'Percentage of commitments' }).fill('10');
    const due = new Date(Date.now() + 30 * 86_400_000);
    const mmddyyyy = `${String(due.getMonth() + 1).padStart(2, '0')}/${String(due.getDate()).padStart(2, '0')}/${due.getFullYear()}`;
    await modal.getByRole('textbox', { name: 'Due date' }).fill(mmddyyyy);
    // Leaving the field closes its calendar, which would cover the buttons below.
    await modal.getByRole('textbox', { name: 'Due date' }).press('Tab');
    await modal.getByRole('button', { name: 'Preview allocation' }).click({ timeout: 15_000 });
    await expect(modal.getByText(/largest-remainder, ties by investment id/)).toBeVisible();
    await shootAndCheck(calls, 'capital-call-preview');
    await modal.getByRole('button', { name: 'Issue capital call' }).click();
    await expect(modal).toBeHidden();
    const request_ = calls.getByRole('button', { name: 'Request payment from Linden Park Capital LP' });
    await request_.click();
    await expect(request_).toHaveCount(0);

    // The investor confirms the wire from the transaction page.
    const investor = await staffPage(browser, baseURL, 'linden@demo.test');
    await investor.goto('/digital-locker/transact');
    await investor.getByRole('button', { name: 'Filter' }).click();
    await investor
      .getByRole('dialog')
      .getByRole('textbox', { name: 'Opportunity name' })
      .fill('Lumen Ledger SAFE Round');
    await investor.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
    await investor
      .getByRole('table', { name: 'Latest Transactions' })
      .getByRole('link', { name: 'Lumen Ledger SAFE Round' })
      .click();
    const callPayment = investor
      .getByRole('list', { name: 'Payments' })
      .getByRole('listitem')
      .filter({ hasText: 'Capital call' });
    await callPayment.getByRole('button', { name: 'Confirm payment sent' }).click();
    await investor
      .getByRole('dialog', { name: 'Confirm payment sent' })
      .getByRole('button', { name: 'Confirm payment sent' })
      .click();
    await expect(callPayment.getByRole('button', { name: 'Confirm payment sent' })).toHaveCount(0);
    await investor.context().close();

    // The executor acknowledges the confirmed transfer: the call is received in full.
    await calls.reload();
    await calls
      .getByRole('button', { name: /Lumen Ledger SAFE Round/ })
      .first()
      .click();
    await calls.getByRole('button', { name: 'Acknowledge payment of Linden Park Capital LP' }).click();
    const ack = calls.getByRole('dialog', { name: 'Acknowledge payment' });
    await ack.getByRole('button', { name: 'Send payment acknowledgement' }).click();
    await expect(ack).toBeHidden();
    await expect(calls.getByText('Confirmed', { exact: true }).first()).toBeVisible();
    await shootAndCheck(calls, 'capital-call-acknowledged');
    await calls.context().close();
  });
});
