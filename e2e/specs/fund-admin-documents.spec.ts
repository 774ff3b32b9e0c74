import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { SHOTS, shooter } from '../support/checks.ts';
import { type DemoEmail, expect, FUND_STAFF, loggedInState, test } from '../support/fixtures.ts';

const shootAndCheck = shooter({ prefix: 'fid-admin-documents' });

async function staffPage(browser: Browser, baseURL: string | undefined, email: DemoEmail): Promise<Page> {
  const context = await browser.newContext({ storageState: await loggedInState(baseURL ?? '', email) });
  return context.newPage();
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test.describe('fund admin: documents, meetings and NDAs', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('an editor sends a statement to one investor; the investor opens it; the editor sees it viewed', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const name = `Year-end statement ${Date.now().toString(36)}`;
    const page = await staffPage(browser, baseURL, FUND_STAFF.editor);
    await page.goto('/fid-admin/documents');
    await expect(heading(page, 'Documents to Investors')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Send document' }).click();
    const form = page.getByRole('form', { name: 'Send a document' });
    // Sending with nothing filled names the fields.
    await form.getByRole('button', { name: 'Send document' }).click();
    await expect(form.getByText('File is required')).toBeVisible();
    await expect(form.getByText('Investor is required')).toBeVisible();

    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(form.getByRole('status')).toHaveText(/Uploaded statement\.pdf/, { timeout: 30_000 });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Document type' }).fill('Account Statement');
    await form.getByRole('combobox', { name: 'Investor' }).fill('Avery');
    await page.getByRole('option', { name: /^Avery Investor/ }).click();
    await shootAndCheck(page, 'send-form');
    await form.getByRole('button', { name: 'Send document' }).click();
    await expect(page.getByText(`${name} was sent to 1 investor.`)).toBeVisible();

    // The investor opens it (through the API: their Documents screen has its own tests).
    const investor = apiAs(request, 'investor@demo.test');
    const mine = await investor.get<{ results: { doc_id: string; document_name: string }[] }>(
      'mydocuments?tab=FIDUCIARY&limit=50',
    );
    const copy = mine.results.find((d) => d.document_name === name);
    expect(copy, 'the investor lists the document').toBeTruthy();
    await investor.get(`mydocuments/${copy?.doc_id}`);

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('1 of 1')).toBeVisible({ timeout: 15_000 });
    await row.getByRole('button', { name: `Recipients of ${name}` }).click();
    const recipients = page.getByRole('table', { name: `Recipients of ${name}` });
    await expect(recipients.getByText('Avery Investor').first()).toBeVisible();
    await shootAndCheck(page, 'recipients');
    await page.context().close();
  });

  test('an editor accepts a meeting request at one of the proposed times', async ({ browser, baseURL, request }) => {
    test.setTimeout(90_000);
    const note = `Fund terms review (${Date.now().toString(36)})`;
    const investor = apiAs(request, 'investor@demo.test');
    const opportunities = await investor.get<{ results: { opportunity: { opp_id: string; name: string } }[] }>(
      'investors/opportunities?page=1&limit=5',
    );
    const opportunity = opportunities.results[0]?.opportunity;
    const at = (days: number) => {
      const d = new Date(Date.now() + days * 86_400_000);
      d.setUTCHours(15, 0, 0, 0);
      return d.toISOString();
    };
    await investor.post('meetings', {
      opportunity_id: opportunity?.opp_id,
      proposed_times: [at(5), at(6)],
      duration_minutes: 30,
      note,
    });

    const page = await staffPage(browser, baseURL, FUND_STAFF.editor);
    await page.goto('/fid-admin/communications?tab=meetings');
    await expect(heading(page, 'Investor Communication')).toBeVisible({ timeout: 30_000 });
    const card = page.getByRole('article', { name: 'Meeting request of Avery Investor' }).filter({ hasText: note });
    await expect(card).toBeVisible();
    await card.getByRole('radio').nth(1).check();
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('The meeting with Avery Investor is accepted.')).toBeVisible();
    const answered = await investor.get<{ results: { note: string; status: string; accepted_time: string }[] }>(
      'meetings?limit=100',
    );
    expect(answered.results.find((m) => m.note === note)).toMatchObject({ status: 'ACCEPTED', accepted_time: at(6) });
    await page.context().close();
  });

  test('the authorized signatory countersigns an investor-signed NDA through the ceremony', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const page = await staffPage(browser, baseURL, FUND_STAFF.signatory);
    await page.goto('/fid-admin/ndas');
    await expect(heading(page, 'NDA Countersigning')).toBeVisible({ timeout: 30_000 });
    const countersign = page.getByRole('button', { name: /^Countersign the NDA of .+ for Helio Grid Project Notes$/ });
    await countersign.first().click();
    await expect(page).toHaveURL(/\/fid-admin\/ndas\?esign=/, { timeout: 20_000 });
    await page.getByRole('textbox', { name: 'Type your full name' }).fill('Sidney Signer');
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    const consent = page.getByRole('dialog');
    await consent.getByRole('checkbox').check();
    await consent.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(page).toHaveURL(/\/fid-admin\/ndas$/, { timeout: 60_000 });

    const admin = apiAs(request, 'fid-admin@demo.test');
    await expect(async () => {
      const executed = await admin.get<{ results: { opportunity: { name: string } }[] }>(
        'issuers/nda?status=NDA_EXECUTED&limit=100',
      );
      expect(executed.results.map((n) => n.opportunity.name)).toContain('Helio Grid Project Notes');
    }).toPass({ timeout: 60_000 });
    await page.getByText('Executed', { exact: true }).click();
    await expect(page.getByRole('table', { name: 'NDAs' }).getByText('Helio Grid Project Notes').first()).toBeVisible();
    await page.context().close();
  });
});
