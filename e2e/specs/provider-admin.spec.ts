import type { Browser, Page } from '@playwright/test';
import { shooter, socketConnected } from '../support/checks.ts';
import { expect, loggedInState, test } from '../support/fixtures.ts';
import { pngFile } from '../support/images.ts';
import { lastMailTo, queryServerDb } from '../support/server-db.ts';

/**
 * The provider admin portal (issue 18), as provider@demo.test in the browser: a tenant created with
 * its own host and first administrator, who sets a password and logs in on that host; a maintenance
 * notice reaching a logged-in investor live; disabling that administrator ending their open session;
 * an audit row altered in PostgreSQL found by Verify chain. Tenants' hosts are under e2e.test, which
 * the browser resolves to this machine (support/chromium.ts).
 */
test.describe.configure({ mode: 'serial' });
test.use({ account: 'provider@demo.test' });

const shootAndCheck = shooter({ prefix: 'provider', waitForSnackbars: true });
const RUN = Date.now().toString(36);
const TENANT = { name: `Harbor Fund ${RUN}`, host: `harbor-${RUN}.e2e.test`, admin: `ada-${RUN}@harbor.test` };
const ADMIN_PASSWORD = 'Harbor!2345';
const BRAND_PRIMARY = '#5b2a86';
const BRAND_TITLE = 'Harbor Portal';

/** The login button's background: drawn from the host tenant's primary colour. */
const buttonColour = (page: Page) =>
  page.getByRole('button', { name: 'Log in' }).evaluate((el) => getComputedStyle(el).backgroundColor);

/** The tenant's host at the run's port: the same server, reached under the tenant's own name. */
const tenantOrigin = (baseURL: string) => {
  const url = new URL(baseURL);
  url.hostname = TENANT.host;
  return url.origin;
};

async function onTenantHost(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: tenantOrigin(baseURL) });
  return context.newPage();
}

test('creates a tenant with a host; its administrator sets a password and logs in on that host', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/trellis-admin/tenants');
  await expect(page.getByRole('table', { name: 'Tenants' })).toBeVisible();
  await shootAndCheck(page, 'tenants');
  await page.getByRole('button', { name: 'New tenant' }).click();
  const form = page.getByRole('form', { name: 'New tenant' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(TENANT.name);
  await form.getByRole('textbox', { name: 'Host 1' }).fill(TENANT.host);
  await form.getByRole('textbox', { name: 'Email' }).fill(TENANT.admin);
  await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Harbor');
  await shootAndCheck(page, 'new-tenant');
  await form.getByRole('button', { name: 'Create tenant' }).click();
  await expect(page.getByRole('heading', { name: TENANT.name })).toBeVisible();
  await expect(page.getByText(TENANT.host).first()).toBeVisible();
  await shootAndCheck(page, 'tenant');
  const tenantId = new URL(page.url()).pathname.split('/').pop() as string;

  // Branding: the default primary under white text fails AA and says so; a cropped logo, an own colour and title.
  await page.goto(`/trellis-admin/branding?tenant=${tenantId}`);
  await page.getByRole('tab', { name: 'Colours' }).click();
  await expect(page.getByText('3.4:1').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Use #[0-9a-f]{6} for Primary$/ })).toBeVisible();
  await shootAndCheck(page, 'branding-colours');
  const primary = page.getByRole('textbox', { name: 'Primary' });
  await primary.fill(BRAND_PRIMARY);
  await primary.press('Enter');
  await page.getByRole('tab', { name: 'Identity' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await (await chooser).setFiles(pngFile(600, 200));
  const cropper = page.getByRole('dialog', { name: 'Crop logo' });
  await cropper.getByRole('button', { name: 'Crop', exact: true }).click();
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await page.getByRole('tab', { name: 'Public document' }).click();
  for (const portal of ['Investor portal', 'Fund admin portal']) {
    const title = page.getByRole('textbox', { name: new RegExp(`^${portal}`) }).first();
    await title.fill(BRAND_TITLE);
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved. The tenant’s hosts show the new branding now.')).toBeVisible();

  // Two hosts, two login pages: the demo host keeps the platform's title and colours.
  const demoLogin = await browser.newPage({ baseURL });
  await demoLogin.goto('/pages/login');
  await expect(demoLogin).toHaveTitle(/Digital Locker/);
  const demoButton = await buttonColour(demoLogin);
  await demoLogin.close();

  // The invitation e-mail's link goes to the tenant's host.
  const mail = await lastMailTo(TENANT.admin, 'tenant_admin_invite');
  const link = /(http:\/\/\S+\/pages\/set-password#token=[\w-]+)/.exec(mail)?.[1];
  expect(link).toContain(`http://${TENANT.host}:`);
  const admin = await onTenantHost(browser, baseURL as string);
  await admin.goto(link as string);
  await admin.getByLabel('New password').fill(ADMIN_PASSWORD);
  await admin.getByLabel('Confirm password').fill(ADMIN_PASSWORD);
  await admin.getByRole('button', { name: 'Save password' }).click();
  await admin.getByRole('link', { name: 'Go to login' }).click();
  await expect(admin).toHaveTitle(new RegExp(BRAND_TITLE));
  expect(await buttonColour(admin)).not.toBe(demoButton);
  await admin.getByRole('textbox', { name: 'Email' }).fill(TENANT.admin);
  await admin.getByRole('textbox', { name: 'Password' }).fill(ADMIN_PASSWORD);
  await admin.getByRole('button', { name: 'Log in' }).click();
  await expect(admin).toHaveURL(/\/fid-admin\//);
  expect(new URL(admin.url()).hostname).toBe(TENANT.host);
  // The app bar carries the cropped logo.
  await expect(admin.locator('header img[src*="branding-images"]').first()).toBeVisible();
  await admin.context().close();
});

test('a maintenance notice reaches a logged-in investor live', async ({ page, browser, baseURL }) => {
  const investorContext = await browser.newContext({
    baseURL,
    storageState: await loggedInState(baseURL as string, 'investor@demo.test'),
  });
  const investor = await investorContext.newPage();
  const connected = socketConnected(investor);
  await investor.goto('/digital-locker/');
  await connected;

  await page.goto('/trellis-admin/system-notifications');
  await page.getByRole('button', { name: 'New notice' }).click();
  const title = `Maintenance tonight ${RUN}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Maintenance' }).click();
  await page.getByRole('textbox', { name: 'Details' }).fill('The platform is down from 02:00 to 03:00 UTC.');
  await shootAndCheck(page, 'new-notice');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('table', { name: 'System notifications' }).getByText(title)).toBeVisible();

  // Live: the snackbar, and the bell's System Notifications tab, without a reload.
  await expect(investor.getByText(title).first()).toBeVisible();
  await investor
    .getByRole('button', { name: /notifications/i })
    .first()
    .click();
  await investor.getByRole('tab', { name: 'System Notifications' }).click();
  await expect(investor.getByRole('tabpanel').getByText(title)).toBeVisible();
  await shootAndCheck(page, 'notices');
  await investorContext.close();
});

test('disabling a user ends their open session', async ({ page, browser, baseURL }) => {
  const admin = await onTenantHost(browser, baseURL as string);
  await admin.goto('/pages/login');
  await admin.getByRole('textbox', { name: 'Email' }).fill(TENANT.admin);
  await admin.getByRole('textbox', { name: 'Password' }).fill(ADMIN_PASSWORD);
  await admin.getByRole('button', { name: 'Log in' }).click();
  await expect(admin).toHaveURL(/\/fid-admin\//);

  await page.goto('/trellis-admin/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shootAndCheck(page, 'home');
  await page.goto('/trellis-admin/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await shootAndCheck(page, 'my-profile');
  await page.goto(`/trellis-admin/users?search=${encodeURIComponent(TENANT.admin)}`);
  await expect(page.getByRole('link', { name: 'Ada Harbor' })).toBeVisible();
  await shootAndCheck(page, 'users');
  await page.getByRole('link', { name: 'Ada Harbor' }).click();
  await expect(page.getByRole('heading', { name: 'Ada Harbor' })).toBeVisible();
  await shootAndCheck(page, 'user');
  await page.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('Disabled').first()).toBeVisible();

  // Their next request is refused and the app ends the session.
  await admin.getByRole('link', { name: 'Investors', exact: true }).click();
  await expect(admin).toHaveURL(/\/pages\/login/, { timeout: 15_000 });
  await admin.context().close();
});

test('Verify chain points at an audit row altered in PostgreSQL', async ({ page }) => {
  const [tenant] = await queryServerDb<{ id: string }>('SELECT id FROM fiduciary WHERE name = $1', [TENANT.name]);
  const [row] = await queryServerDb<{ id: string }>(
    "SELECT id::text FROM audit_event WHERE fiduciary_id = $1 AND kind = 'tenant_created'",
    [tenant?.id],
  );
  await queryServerDb(`UPDATE audit_event SET data = data || '{"name": "Forged"}'::jsonb WHERE id = $1 RETURNING id`, [
    row?.id,
  ]);
  await page.goto('/trellis-admin/operations?tab=audit');
  await page.getByRole('combobox', { name: 'Chain' }).click();
  await page.getByRole('option', { name: TENANT.name }).click();
  await page.getByRole('button', { name: 'Verify chain' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The chain is broken' });
  await expect(alert).toContainText(`Row ${row?.id} was altered`);
  await shootAndCheck(page, 'audit-broken');
  for (const [tab, name] of [
    ['Jobs', 'jobs'],
    ['E-mail outbox', 'outbox'],
    ['Sizes', 'sizes'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('table').first()).toBeVisible();
    await shootAndCheck(page, name);
  }
});

test('the provider login refuses a suspended tenant and its host says so', async ({ page, browser, baseURL }) => {
  await page.goto('/trellis-admin/tenants');
  await page.getByRole('link', { name: TENANT.name }).click();
  await page.getByRole('button', { name: 'Suspend' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('Contract ended');
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Contract ended').first()).toBeVisible();
  const visitor = await onTenantHost(browser, baseURL as string);
  await visitor.goto('/pages/login');
  await expect(visitor.getByRole('heading', { name: 'Workspace suspended' })).toBeVisible();
  await visitor.context().close();
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText('Active').first()).toBeVisible();
});
