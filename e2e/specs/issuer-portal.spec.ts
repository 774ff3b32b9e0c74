import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { signInCeremony } from '../support/ceremony.ts';
import { SHOTS, shooter, socketConnected } from '../support/checks.ts';
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

test('an investor signs the NDA; the issuer’s signatory countersigns it in the browser; the data room opens', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const investor = await pageAs(browser, baseURL as string, 'investor@demo.test');
  await investor.goto(`/digital-locker/opportunity/${opportunityId}`);
  await expect(investor.getByRole('heading', { name: OPPORTUNITY, level: 1 })).toBeVisible({ timeout: 30_000 });
  await investor.getByRole('button', { name: 'Sign NDA' }).click();
  const preForm = investor.getByRole('dialog');
  await preForm.getByRole('textbox', { name: 'Full name' }).fill('Avery Investor');
  await preForm.getByRole('textbox', { name: 'Title' }).fill('Principal');
  await preForm.getByRole('combobox', { name: 'Purpose of review' }).selectOption('Direct investment');
  await preForm.getByRole('button', { name: 'Continue to signing' }).click();
  await signInCeremony(investor, {
    fields: { Title: 'Principal', Company: 'Avery Holdings' },
    signer: 'Avery Investor',
  });
  await expect(investor).toHaveURL(new RegExp(`/digital-locker/opportunity/${opportunityId}$`), { timeout: 60_000 });
  await expect(investor.getByTestId('investor-status-text')).toHaveText('Waiting for issuer countersignature');

  const signer = await pageAs(browser, baseURL as string, 'issuer-signer@demo.test');
  await signer.goto('/issuers/ndas');
  await expect(signer.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  const row = signer.getByRole('row').filter({ hasText: OPPORTUNITY });
  await expect(row).toBeVisible();
  await shootAndCheck(signer, 'ndas');
  await row.getByRole('button', { name: /^Countersign/ }).click();
  await signInCeremony(signer, {
    signer: 'Sam Signer',
    at: /\/issuers\/ndas\?esign=/,
    shot: (p) => shootAndCheck(p, 'countersign'),
  });
  await expect(signer).toHaveURL(/\/issuers\/ndas/, { timeout: 60_000 });

  // Sealed: the investor's data room opens with the three files, and both signatures verify.
  await expect(async () => {
    await investor.reload();
    await investor.getByRole('tab', { name: /Data room/ }).click();
    await expect(investor.getByRole('navigation', { name: 'Data room documents' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  // The two-level category as the investor's tree (names trimmed on blur), opened level by level.
  const tree = investor.getByRole('navigation', { name: 'Data room documents' });
  await tree.getByRole('button', { name: 'Presentations 1 documents' }).click();
  await tree.getByRole('button', { name: 'Models 2 documents' }).click();
  for (const name of ['Investor Deck', 'Operating Model', 'Five-Year Forecast'])
    await expect(investor.getByText(name, { exact: true }).first()).toBeVisible();
  await investor.context().close();

  const issuer = apiAs(request, 'issuer-signer@demo.test');
  const executed = await issuer.get<{ results: { opportunity: { id: string }; signed_url: string | null }[] }>(
    `issuers/nda?status=NDA_EXECUTED&opportunity_id=${opportunityId}`,
  );
  const signedUrl = executed.results[0]?.signed_url;
  expect(signedUrl).toBeTruthy();
  const file = path.join(tmpdir(), `issuer-nda-${RUN}.pdf`);
  writeFileSync(file, await (await request.get(signedUrl as string)).body());
  const { stdout } = await promisify(execFile)('pdfsig', [file]);
  expect(stdout.match(/Signature #\d+/g)?.length).toBe(2);
  expect(stdout.match(/Signature Validation: Signature is Valid\./g)?.length).toBe(2);
  await signer.context().close();
});

test('the investor asks a question; the issuer’s answer reaches the investor live', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const question = `When is the first flight of the drive (${RUN})?`;
  const investor = await pageAs(browser, baseURL as string, 'investor@demo.test');
  await investor.goto(`/digital-locker/opportunity/${opportunityId}`);
  await socketConnected(investor);
  const section = investor.getByRole('region', { name: /^Communications \(\d+\)$/ });
  await section.getByRole('textbox', { name: 'Your comment or question' }).fill(question);
  await section.getByRole('button', { name: 'Submit' }).click();
  await expect(section.getByText(question)).toBeVisible();

  const issuer = await pageAs(browser, baseURL as string, 'issuer-editor@demo.test');
  await issuer.goto(`/issuers/opportunities/${opportunityId}?tab=questions`);
  const item = issuer.getByRole('listitem').filter({ hasText: question });
  await expect(item).toBeVisible({ timeout: 30_000 });
  await shootAndCheck(issuer, 'questions');
  await item.getByRole('button', { name: /Answer/ }).click();
  await issuer.getByRole('textbox', { name: /answer|response/i }).fill('In the second quarter of 2027.');
  await issuer.getByRole('button', { name: /Save|Submit|Send/ }).click();

  const snackbar = investor.getByTestId('socket-snackbar').filter({ hasText: `${OPPORTUNITY} has been answered` });
  await expect(snackbar).toBeVisible({ timeout: 15_000 });
  // The page on screen shows the answer without a reload; the snackbar opens it on Communicate.
  await expect(section.getByText('In the second quarter of 2027.')).toBeVisible({ timeout: 15_000 });
  await snackbar.click();
  await expect(investor).toHaveURL(/\/digital-locker\/communicate\?/);
  await expect(investor.getByText('In the second quarter of 2027.').first()).toBeVisible({ timeout: 15_000 });
  await investor.context().close();
  await issuer.context().close();
});

test('every screen of the portal reads at 1280 and 390 px and is axe clean', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await pageAs(browser, baseURL as string, 'issuer@demo.test');
  const screens: [string, string, RegExp | string][] = [
    ['/issuers/company', 'company', 'Company Details'],
    ['/issuers/documents', 'company-documents', 'Documents'],
    [`/issuers/opportunities/${opportunityId}?tab=investors`, 'investors', OPPORTUNITY],
    ['/issuers/questions', 'all-questions', /Questions/],
    ['/issuers/ndas', 'ndas-admin', /NDA/],
    ['/issuers/captable', 'captable', 'Cap Table'],
    ['/issuers/profile', 'profile', 'My Profile'],
  ];
  for (const [url, name, title] of screens) {
    await admin.goto(url);
    await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
    await expect(admin.getByText('coming soon', { exact: false })).toHaveCount(0);
    if (name === 'investors') await expect(admin.getByText('NDA executed').first()).toBeVisible();
    await shootAndCheck(admin, name);
  }
  await admin.context().close();
});
