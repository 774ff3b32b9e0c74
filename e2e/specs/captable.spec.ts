import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { SHOTS, shooter } from '../support/checks.ts';
import { type DemoEmail, expect, loggedInState, test } from '../support/fixtures.ts';

/**
 * The cap-table portal (issue 17) in the browser: the editor drafts a preferred class, an equity plan
 * and an option grant vesting monthly over 4 years with a 1-year cliff; the admin issues the grant and
 * the demo investor's executed Series A investment (drafted by deal -> ledger); a partial transfer and
 * an exercise land in the ledger with their lineage; a holder sees only their own holdings, and so
 * does the investor who opens the cap table from their position. Every screen at 1280 and 390 px, axe
 * clean.
 */
test.describe.configure({ mode: 'serial' });

const shootAndCheck = shooter({ prefix: 'captable', waitForSnackbars: true });
const RUN = Date.now().toString(36).slice(-5);
const CLASS = `Series B Preferred ${RUN}`;
const PLAN = `Plan ${RUN}`;
let grantId = '';

async function pageAs(browser: Browser, baseURL: string, email: DemoEmail): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: await loggedInState(baseURL, email) });
  return context.newPage();
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('the editor drafts a preferred class, an equity plan and an option grant with monthly vesting and a cliff', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await pageAs(browser, baseURL as string, 'captable-editor@demo.test');

  await page.goto('/acap/classes');
  await page.getByRole('button', { name: 'New class' }).click();
  const cls = page.getByRole('form', { name: 'New stock class' });
  await cls.getByRole('textbox', { name: 'Name' }).fill(CLASS);
  await cls.getByRole('combobox', { name: 'Kind' }).selectOption('PS');
  await cls.getByRole('textbox', { name: 'Authorized shares' }).fill('3000000');
  await cls.getByRole('textbox', { name: 'Price per share' }).fill('2.10');
  await cls.getByLabel('Board approval date').fill('2026-11-01');
  await cls.getByRole('button', { name: 'Create class' }).click();
  await expect(page.getByRole('cell', { name: new RegExp(`^${CLASS}`) })).toBeVisible();

  await page.goto('/acap/plans');
  await page.getByRole('button', { name: 'New plan' }).click();
  const plan = page.getByRole('form', { name: 'New equity plan' });
  await plan.getByRole('textbox', { name: 'Name' }).fill(PLAN);
  await plan.getByRole('combobox', { name: 'Stock class' }).selectOption({ label: 'Common Stock' });
  await plan.getByRole('textbox', { name: 'Shares reserved' }).fill('1000000');
  await plan.getByLabel('Board approval date').fill('2026-11-01');
  await plan.getByRole('textbox', { name: 'Voluntary termination: period', exact: true }).fill('3');
  await plan.getByRole('textbox', { name: 'Death: period', exact: true }).fill('12');
  await plan.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByRole('link', { name: PLAN })).toBeVisible();

  await page.goto('/acap/securities/new');
  const draft = page.getByRole('form', { name: 'New security' });
  await draft.getByRole('combobox', { name: 'Kind' }).selectOption('OP');
  await draft.getByRole('combobox', { name: 'Stakeholder' }).fill('Sam');
  await page.getByRole('option', { name: 'Sam Patel' }).click();
  await draft.getByRole('combobox', { name: 'Equity plan' }).selectOption({ label: PLAN });
  await draft.getByRole('combobox', { name: 'Option type' }).selectOption('nso');
  await draft.getByRole('textbox', { name: /Number of options/ }).fill('48000');
  await draft.getByRole('textbox', { name: /Exercise price/ }).fill('0.50');
  await draft.getByRole('textbox', { name: 'Issue date' }).fill('11/02/2026');
  await draft.getByRole('textbox', { name: 'Securities law exemption' }).fill('Rule 701');
  await draft.getByRole('textbox', { name: 'Expiration date' }).fill('11/02/2036');
  await draft.getByRole('combobox', { name: 'Vesting type' }).selectOption('time');
  await draft.getByRole('textbox', { name: 'Vesting start date' }).fill('11/02/2026');
  await draft.getByRole('textbox', { name: 'Installments' }).fill('48');
  await draft.getByRole('combobox', { name: 'Frequency' }).selectOption('monthly');
  await draft.getByRole('textbox', { name: 'Cliff at installment' }).fill('12');
  await expect(draft.getByText('Ready to be issued')).toBeVisible();
  await shootAndCheck(page, 'new-security');
  await draft.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/acap\/securities\/OP-\d+/);
  grantId = /securities\/(OP-\d+)/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { name: new RegExp(grantId) })).toBeVisible();
  await shootAndCheck(page, 'draft');
  await page.context().close();
});

test('the admin issues the grant and the executed investment, transfers part of a holding and exercises options', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const page = await pageAs(browser, baseURL as string, 'captable@demo.test');

  await page.goto('/acap/securities?status=draft');
  const list = page.getByRole('table');
  await expect(list.getByRole('link', { name: grantId })).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${grantId}` }).check();
  // The demo investor's executed Series A investment, drafted when the fiduciary executed it.
  const dealRow = list
    .getByRole('row')
    .filter({ hasText: 'Preferred' })
    .filter({ hasText: 'Ready to be issued' })
    .first();
  const dealId = ((await dealRow.getByRole('link').first().textContent()) ?? '').trim();
  expect(dealId).toMatch(/^PS-\d+$/);
  await page.getByRole('checkbox', { name: `Select ${dealId}` }).check();
  await page.getByRole('button', { name: 'Issue (2)' }).click();
  await expect(page.getByText('2 securities issued.')).toBeVisible();

  await page.goto(`/acap/securities/${grantId}`);
  await expect(page.getByText('Issued').first()).toBeVisible();
  await expect(
    page
      .getByRole('img', { name: /[Vv]esting/ })
      .or(page.getByRole('table', { name: /[Vv]esting/ }))
      .first(),
  ).toBeVisible();
  await shootAndCheck(page, 'grant');

  // A partial transfer of a founder's common shares: two new certificates, the lineage shows the split.
  await page.goto('/acap/securities/CS-1');
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Transfer' }).click();
  const transfer = page.getByRole('dialog');
  await transfer
    .getByRole('textbox', { name: /[Qq]uantity|[Ss]hares/ })
    .first()
    .fill('1000000');
  await transfer.getByRole('combobox', { name: 'Transfer to' }).fill('Harbor');
  await page.getByRole('option', { name: 'Harbor Seed Fund' }).click();
  await transfer
    .getByRole('textbox', { name: /[Dd]ate/ })
    .first()
    .fill('11/20/2026');
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(transfer).toBeHidden();
  await expect(page.getByText('Ended').first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /[Ll]ineage/ })
      .or(page.getByText(/[Ll]ineage/))
      .first(),
  ).toBeVisible();

  // Exercise vested options of the demo grant OP-1 (vesting since 01/15/2023).
  await page.goto('/acap/securities/OP-1');
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Exercise' }).click();
  const exercise = page.getByRole('dialog');
  await exercise.getByRole('textbox', { name: 'Number to exercise' }).first().fill('10000');
  await exercise
    .getByRole('textbox', { name: /[Dd]ate/ })
    .first()
    .fill('11/21/2026');
  await exercise.getByRole('button', { name: 'Exercise' }).click();
  await expect(exercise).toBeHidden();

  await page.goto('/acap/ledger');
  const ledger = page.getByRole('table');
  await expect(
    ledger
      .getByRole('row')
      .filter({ hasText: 'CS-1' })
      .filter({ hasText: /[Tt]ransfer/ })
      .first(),
  ).toBeVisible();
  await expect(
    ledger
      .getByRole('row')
      .filter({ hasText: 'OP-1' })
      .filter({ hasText: /[Ee]xercise/ })
      .first(),
  ).toBeVisible();
  await shootAndCheck(page, 'ledger');
  await page.context().close();
});

test('a holder sees only their own holdings, and so does the investor from their position', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const holder = await pageAs(browser, baseURL as string, 'holder@demo.test');
  await holder.goto('/acap/');
  await expect(holder).toHaveURL(/\/acap\/holdings/);
  // OP-1 was partly exercised above: the holder now holds its balance and the exercised shares.
  await expect(holder.getByText(/Option · OP-\d+/).first()).toBeVisible();
  await expect(holder.getByText(/Common stock · CS-\d+/).first()).toBeVisible();
  await expect(holder.getByText('CS-1', { exact: true })).toHaveCount(0);
  await expect(holder.getByText('Maya Chen')).toHaveCount(0);
  await expect(holder.getByText('Harbor Seed Fund')).toHaveCount(0);
  await shootAndCheck(holder, 'holdings');
  await holder.context().close();

  const investor = await pageAs(browser, baseURL as string, 'investor@demo.test');
  await investor.goto('/digital-locker/portfolios/positions-balances');
  await investor
    .getByRole('table', { name: 'Positions & Balances' })
    .getByRole('link', { name: 'Northwind Series A' })
    .click();
  await investor.getByRole('button', { name: 'View cap table' }).click();
  await expect(investor).toHaveURL(/\/acap\/holdings/);
  expect(investor.url()).not.toContain('token=');
  await expect(investor.getByText('Northwind Robotics').first()).toBeVisible();
  await expect(investor.getByText(/PS-\d+/).first()).toBeVisible();
  await expect(investor.getByText('OP-1')).toHaveCount(0);
  await investor.context().close();
});

test('every cap-table screen at 1280 and 390 px, axe clean', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const page = await pageAs(browser, baseURL as string, 'captable@demo.test');
  const screens: [string, string, string | RegExp][] = [
    ['/acap/', 'home', 'Northwind Robotics'],
    ['/acap/securities', 'securities', 'Securities'],
    ['/acap/stakeholders', 'stakeholders', 'Stakeholders'],
    ['/acap/classes', 'classes', 'Stock Classes and Terms'],
    ['/acap/plans', 'plans', 'Equity Plans'],
    ['/acap/plans/PLN-1', 'plan', /Equity Incentive Plan/],
    ['/acap/vesting', 'vesting', 'Vesting Schedules'],
    ['/acap/requests', 'requests', 'Action Requests'],
    ['/acap/scenarios', 'scenarios', 'Scenarios'],
    ['/acap/holders', 'holders', 'Holders'],
    ['/acap/import-export', 'import-export', 'Import and Export'],
    ['/acap/profile', 'profile', 'My Profile'],
  ];
  for (const [path, name, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
    await shootAndCheck(page, name);
  }
  await page.context().close();
});
