import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHOTS, shooter } from '../support/checks.ts';
import { DEMO_PASSWORD, expect, test } from '../support/fixtures.ts';
import { pngFile } from '../support/images.ts';

/**
 * Full-page screenshots at 1280 and 390 px (axe at both), then back to the desktop size. Snackbars
 * (spec 9: 4 s) close first; the app bar belongs to the shell and is checked by its own specs.
 */
const shootAndCheck = shooter({ prefix: 'my-profile', waitForSnackbars: true });

test.describe('my profile', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test.describe(() => {
    test.use({ account: 'investor@demo.test' });

    test('entity with address and phone, authorized party, avatar crop, settings', async ({ page, request }) => {
      test.setTimeout(240_000);
      page.setDefaultTimeout(20_000);
      await page.goto('/digital-locker/my-profile/my-entities');
      await expect(page.getByRole('heading', { name: 'Entities you invest through' })).toBeVisible();
      await expect(page.getByTestId('entity-card').filter({ hasText: 'Avery Investor' })).toBeVisible();

      // A new entity with an office address and a cell phone; a missing city is refused first.
      const entityName = `Avery Ventures ${Date.now().toString().slice(-5)} LLC`;
      await page.getByRole('button', { name: 'Add entity' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add entity' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(entityName);
      await dialog.getByRole('button', { name: 'Add address' }).click();
      await dialog.getByRole('textbox', { name: 'Address Line 1' }).fill('500 Market Street');
      await dialog.getByRole('textbox', { name: 'Postal Code' }).fill('94105');
      await dialog.getByRole('combobox', { name: 'Country' }).fill('United States');
      await page.getByRole('option', { name: 'United States', exact: true }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('City is required')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'City' }).fill('San Francisco');
      await dialog.getByRole('button', { name: 'Add phone' }).click();
      await dialog.getByRole('textbox', { name: /phone/i }).last().fill('+14155550123');
      await shootAndCheck(page, 'entity-form');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      const card = page.getByTestId('entity-card').filter({ hasText: entityName });
      await expect(card).toContainText('500 Market Street');
      await expect(card).toContainText('+14155550123');
      await expect(card).toContainText('Investor admin');
      await shootAndCheck(page, 'entities');

      // An authorized party for the new entity.
      await page.goto('/digital-locker/my-profile/authorized-parties');
      await page.getByRole('combobox', { name: 'Entity' }).click();
      await page.getByRole('option', { name: entityName }).click();
      const email = `partner-${Date.now()}@example.com`;
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('button', { name: 'Invite' }).click();
      const party = page.getByTestId('party-row').filter({ hasText: email });
      await expect(party).toContainText('Invited');
      await expect(page.getByTestId('party-row')).toHaveCount(2);
      await shootAndCheck(page, 'authorized-parties');

      // Avatar: a 320 px PNG cropped in the cropper, then shown on the profile.
      await page.goto('/digital-locker/my-profile/profile');
      await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Avery');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Upload photo' }).click();
      await (await chooser).setFiles(pngFile(320, 320));
      const cropper = page.getByRole('dialog', { name: 'Crop profile photo' });
      await expect(cropper.getByRole('button', { name: 'Crop', exact: true })).toBeEnabled();
      await cropper.getByRole('button', { name: 'Crop', exact: true }).click();
      await expect(cropper).toBeHidden();
      await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute(
        'src',
        /\/api\/v1\/signed-files\//,
      );
      await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
      // The app bar's account menu shows the same photo.
      await expect(page.getByTestId('app-bar-avatar').locator('img')).toHaveAttribute(
        'src',
        /\/api\/v1\/signed-files\//,
      );
      await shootAndCheck(page, 'profile');

      // Settings: a password that breaks the rules is refused with the spec's messages; sessions listed.
      await page.goto('/digital-locker/my-profile/my-profile/settings');
      await expect(page.getByRole('tab', { name: 'Settings', selected: true })).toBeVisible();
      await page.getByLabel('Current Password').fill('Demo!2345');
      await page.getByLabel('New Password').fill('weakpass');
      await page.getByLabel('Confirm Password').fill('other');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Confirm Password does not match')).toBeVisible();
      await expect(page.getByText(/New Password should include at least 1 number/)).toBeVisible();
      await expect(page.getByTestId('session-row').filter({ hasText: 'This browser' })).toHaveCount(1);
      await shootAndCheck(page, 'settings');

      // A setting changed: another session of this account (a login from elsewhere) is revoked.
      const probe = 'E2E-Probe/1.0';
      const other = await request.post('/api/v1/fid/login', {
        headers: { 'user-agent': probe },
        data: { username: 'investor@demo.test', password: DEMO_PASSWORD },
      });
      expect(other.ok()).toBe(true);
      await page.reload();
      const row = page.getByTestId('session-row').filter({ hasText: probe });
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: /^Revoke/ }).click();
      await expect(row).toHaveCount(0);
      const refresh = await request.post('/api/v1/token/refresh', { data: { refresh: (await other.json()).refresh } });
      expect(refresh.status()).toBe(401);
    });
  });

  test.describe(() => {
    test.use({ account: 'investor-admin@demo.test' });

    test('certificates, the tabbed my profile and the read-only user profile', async ({ page }) => {
      test.setTimeout(180_000);
      page.setDefaultTimeout(20_000);
      await page.goto('/digital-locker/my-profile/my-certificates');
      await expect(page.getByRole('heading', { level: 1, name: 'My Certificates' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Issuer' }).fill('Smith & Co CPA');
      await page.getByLabel('Issued On').fill('01/15/2026');
      await page.getByLabel('Expires On').fill('01/15/2027');
      const pdf = path.join(mkdtempSync(path.join(os.tmpdir(), 'dl-cert-')), 'accreditation.pdf');
      writeFileSync(pdf, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: /Certificate \(PDF\)/ }).click();
      await (await chooser).setFiles(pdf);
      // Uploaded (the status line that then appears moves the button down): only then add.
      await expect(page.getByRole('status').filter({ hasText: 'Uploaded accreditation.pdf' })).toBeVisible();
      await page.getByRole('button', { name: 'Add certificate' }).click();
      await expect(page.getByTestId('certificate-row').filter({ hasText: 'Smith & Co CPA' })).toContainText(
        '01/15/2027',
      );
      await shootAndCheck(page, 'certificates');

      await page.goto('/digital-locker/my-profile/my-profile/my-entities');
      await expect(page.getByRole('tab', { name: 'My Entities', selected: true })).toBeVisible();
      await expect(page.getByTestId('entity-card').filter({ hasText: 'Harbor Family Office LLC' })).toContainText(
        'Boston',
      );
      await page.getByRole('tab', { name: 'Forms' }).click();
      await expect(page).toHaveURL(/\/my-profile\/my-profile\/forms$/);
      await expect(page.getByRole('tabpanel', { name: 'Forms' }).getByRole('tablist').first()).toBeVisible();
      await page.getByRole('tab', { name: 'Authorized Parties' }).click();
      await expect(page).toHaveURL(/\/my-profile\/my-profile\/authorized-parties$/);
      await expect(page.getByTestId('party-row').first()).toBeVisible();
      await shootAndCheck(page, 'tabs');

      await page.goto('/digital-locker/user-profile');
      await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('readonly', '');
      await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
    });
  });

  test.describe(() => {
    test.use({ account: 'viewer@demo.test' });

    test('a viewer opens only the profile of my profile (spec 6)', async ({ page }) => {
      await page.goto('/digital-locker/my-profile/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue(/.+/);
      await page.goto('/digital-locker/my-profile/my-entities');
      await expect(page.getByRole('heading', { name: 'Entities you invest through' })).toHaveCount(0);
    });
  });
});
