import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { SHOTS, shooter } from '../support/checks.ts';
import { type DemoEmail, expect, loggedInState, test } from '../support/fixtures.ts';
import { pngFile } from '../support/images.ts';
import { pdfFile } from '../support/pdfs.ts';

/**
 * The issuer portal (issue 16) in the browser, one opportunity from draft to answered question:
 * the issuer's editor creates it with every field, uploads the NDA and subscription templates and
 * three data-room files in a two-level category, and sends it for review; the company's approver
 * passes it on and the fiduciary's approver publishes it in the fund-admin portal; an investor
 * signs the NDA; the issuer's authorized signatory countersigns it; the investor's data room opens;
 * the investor asks a question and the issuer's answer reaches the investor live.
 */
test.describe.configure({ mode: 'serial' });

const shootAndCheck = shooter({ prefix: 'issuer', waitForSnackbars: true });
const RUN = Date.now().toString(36).slice(-5);
const OPPORTUNITY = `Orbit Drives ${RUN}`;
let opportunityId = '';

async function pageAs(browser: Browser, baseURL: string, email: DemoEmail): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: await loggedInState(baseURL, email) });
  return context.newPage();
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('the editor creates an opportunity with every field, its documents and data room, and sends it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await pageAs(browser, baseURL as string, 'issuer-editor@demo.test');
  await page.goto('/issuers/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shootAndCheck(page, 'home');

  await page.goto('/issuers/opportunities');
  await expect(page.getByRole('heading', { name: 'My Opportunities' })).toBeVisible();
  await shootAndCheck(page, 'opportunities');
  await page.getByRole('link', { name: 'New opportunity' }).first().click();
  const form = page.getByRole('form', { name: 'New opportunity' });
  await expect(form).toBeVisible();

  // Spec 5's rules answer in the browser before anything is sent.
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('N'.repeat(51));
  await form.getByRole('button', { name: /Save/ }).click();
  await expect(form.getByText('should be at most 50 characters').first()).toBeVisible();
  await expect(form.getByText('Target Raise is required')).toBeVisible();

  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(OPPORTUNITY);
  await form.getByRole('textbox', { name: 'Short Description' }).fill('Electric drives for small satellites');
  await form.getByRole('radio', { name: 'Primary' }).check();
  await form.getByRole('radio', { name: 'SPV' }).check();
  await form.getByRole('textbox', { name: 'Market' }).fill('Industrials');
  await form.getByRole('textbox', { name: 'Stage' }).fill('Series A');
  for (const [label, values] of [
    ['Sectors', ['Space', 'Mobility']],
    ['Industries', ['Electric Motors']],
  ] as const) {
    const input = form.getByRole('combobox', { name: label });
    for (const value of values) {
      await input.fill(value);
      await input.press('Enter');
    }
  }
  await form.getByRole('textbox', { name: 'Ticker' }).fill('ORBD');
  await form.getByRole('textbox', { name: 'Target Raise' }).fill('2500000');
  await form.getByRole('textbox', { name: 'Minimum Investment' }).fill('25000');
  await form.getByRole('textbox', { name: 'Pre-money Valuation' }).fill('10000000');
  await form.getByRole('textbox', { name: 'Post-money Valuation' }).fill('12500000');
  await form.getByRole('textbox', { name: 'Start Date' }).fill('01/15/2027');
  await form.getByRole('textbox', { name: 'End Date' }).fill('03/31/2027');
  await form.getByRole('textbox', { name: 'New Highlights line' }).fill('Flight heritage on two missions');
  await form.getByRole('textbox', { name: 'New Highlights line' }).press('Enter');
  const chooseLogo = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Upload logo' }).click();
  await (await chooseLogo).setFiles(pngFile(480, 160));
  await page.getByRole('dialog', { name: 'Crop logo' }).getByRole('button', { name: 'Crop', exact: true }).click();
  await expect(form.getByRole('img', { name: /Logo/ })).toBeVisible();
  await form.getByRole('combobox', { name: 'Security type' }).selectOption('1');
  await form.getByRole('textbox', { name: 'Price per share' }).fill('4.25');
  await shootAndCheck(page, 'new-opportunity');
  await form.getByRole('button', { name: /Save/ }).click();

  await expect(page.getByRole('heading', { name: OPPORTUNITY, level: 1 })).toBeVisible();
  opportunityId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByText('Flight heritage on two missions')).toBeVisible();
  await shootAndCheck(page, 'opportunity-draft');

  // Documents: the NDA and subscription templates (read for their fields), and the data room.
  await page.getByRole('tab', { name: 'Documents' }).click();
  const nda = page.getByRole('region', { name: 'NDA template' });
  const chooseNda = page.waitForEvent('filechooser');
  await nda.getByRole('button', { name: /Upload/ }).click();
  await (await chooseNda).setFiles(await pdfFile('orbit-nda.pdf', 'Mutual NDA', ['Title', 'Company']));
  await expect(nda.getByText('DIGITIZED', { exact: false })).toBeVisible({ timeout: 30_000 });
  await expect(nda.getByText(/Company/)).toBeVisible();
  const subscription = page.getByRole('region', { name: 'Subscription agreement' });
  const chooseSubscription = page.waitForEvent('filechooser');
  await subscription.getByRole('button', { name: /Upload/ }).click();
  await (await chooseSubscription).setFiles(
    await pdfFile('orbit-subscription.pdf', 'Subscription Agreement', ['Investment amount']),
  );
  await expect(subscription.getByText('DIGITIZED', { exact: false })).toBeVisible({ timeout: 30_000 });

  // Three data-room files in a two-level category; the later ones take the first's levels as suggestions.
  const files = [
    ['Investor Deck', ['Company', 'Presentations']],
    ['Operating Model', ['Financials', 'Models']],
    ['Five-Year Forecast', ['Financials', 'Models']],
  ] as const;
  for (const [name, [first, second]] of files) {
    await page.getByRole('button', { name: 'Add file' }).click();
    const modal = page.getByRole('dialog');
    await modal.locator('input[type="file"]').setInputFiles(await pdfFile(`${name}.pdf`, name));
    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await modal.getByRole('combobox', { name: 'Name' }).first().fill(`  ${first} `);
    await modal.getByRole('button', { name: 'Add level' }).click();
    await modal.getByRole('combobox', { name: 'Name' }).nth(1).fill(second);
    if (name === 'Investor Deck') await shootAndCheck(page, 'data-room-upload');
    await modal.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(modal).toHaveCount(0, { timeout: 30_000 });
    await expect(
      page.getByRole('table', { name: 'Data-room files' }).getByRole('cell', { name, exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Data room (3)' })).toBeVisible();
  await shootAndCheck(page, 'documents');

  // Sent for review: Northwind requires its own approver first.
  await page.getByRole('button', { name: 'Send for review' }).click();
  await page.getByRole('dialog', { name: 'Send for review' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Ready for Review').first()).toBeVisible();
  await page.context().close();
});

test('the company’s approver passes it on and the fiduciary’s approver publishes it', async ({ browser, baseURL }) => {
  const approver = await pageAs(browser, baseURL as string, 'issuer-approver@demo.test');
  await approver.goto(`/issuers/opportunities/${opportunityId}`);
  await expect(approver.getByRole('heading', { name: OPPORTUNITY, level: 1 })).toBeVisible();
  await shootAndCheck(approver, 'opportunity-internal-review');
  await approver.getByRole('button', { name: 'Approve', exact: true }).click();
  await approver.getByRole('dialog', { name: 'Approve opportunity' }).getByRole('button', { name: 'Approve' }).click();
  await expect(approver.getByText('Pending Review').first()).toBeVisible();
  await approver.context().close();

  const fiduciary = await pageAs(browser, baseURL as string, 'approver@demo.test');
  await fiduciary.goto(`/fid-admin/opportunities/${opportunityId}`);
  await expect(fiduciary.getByRole('heading', { name: new RegExp(OPPORTUNITY) })).toBeVisible({ timeout: 30_000 });
  await fiduciary.getByRole('button', { name: 'Approve', exact: true }).click();
  await fiduciary.getByRole('dialog', { name: 'Approve opportunity' }).getByRole('button', { name: 'Approve' }).click();
  await expect(fiduciary.getByText('The opportunity is approved and published to investors.')).toBeVisible();
  await fiduciary.context().close();
});
