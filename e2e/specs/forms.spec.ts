import { mkdirSync } from 'node:fs';
import { SHOTS, seriousViolations, settled, shooter } from '../support/checks.ts';
import { expect, test } from '../support/fixtures.ts';

/** Screenshots at 1280 and 390 px, axe at both on the page's own content (the shell's specs check the shell). */
const shootAndCheck = shooter({ prefix: 'forms', axe: { include: 'main' } });

test.describe('my profile: forms', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test.describe(() => {
    test.use({ account: 'investor@demo.test' });

    test('an investor fills bank details, submits, and sees the account number masked', async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/digital-locker/my-profile/forms');
      await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { name: 'Bank account' })).toBeVisible({ timeout: 30_000 });
      await shootAndCheck(page, 'bank-details');

      // The demo investor has a draft with the account and routing numbers stored masked.
      await expect(page.getByText('•••• 0021')).toBeVisible();

      // A required answer taken away: the engine's message on leaving, and again on Submit with focus.
      const holder = page.getByRole('textbox', { name: 'Account holder' });
      await holder.fill('');
      await holder.blur();
      await expect(page.getByText('Account holder is required')).toBeVisible();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(holder).toBeFocused();
      await holder.fill('Avery Investor');

      // The routing number applies to US banks only; its hint names the branch.
      await page.getByRole('button', { name: 'Why is ABA routing number shown?' }).click();
      await expect(page.getByText("Shown because 'Bank country' is 'United States'")).toBeVisible();
      await page.keyboard.press('Escape');

      // A new account number replaces the stored one; the routing number is sent back masked.
      await page.getByRole('button', { name: 'Change' }).first().click();
      await page.getByRole('textbox', { name: 'Account number' }).fill('123456789');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Submitted', { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('•••• 6789')).toBeVisible();
      await expect(page.getByText('•••• 0021')).toBeVisible();
      await shootAndCheck(page, 'bank-details-submitted');

      await page.getByRole('button', { name: 'Reveal' }).first().click();
      await expect(page.getByRole('textbox', { name: 'Account number' })).toHaveValue('123456789');

      await page.getByRole('tab', { name: 'KYC Individual' }).click();
      await expect(page).toHaveURL(/form=3/);
      await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 30_000 });
      await shootAndCheck(page, 'kyc-individual');
    });
  });

  test('style guide: the renderer sample shows branches and calculated fields live', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/style-guide#forms-renderer');
    const section = page.locator('[id="forms-renderer"]');
    await expect(section.getByRole('heading', { level: 3, name: 'Form renderer' })).toBeVisible({ timeout: 30_000 });
    await expect(section.getByRole('textbox', { name: 'Full name' })).toBeVisible({ timeout: 30_000 });

    await expect(section.getByRole('textbox', { name: 'SSN' })).toHaveCount(0);
    await section.getByRole('radio', { name: 'Yes' }).check();
    await expect(section.getByRole('textbox', { name: 'SSN' })).toBeVisible();
    await section.getByRole('button', { name: 'Why is SSN shown?' }).click();
    await expect(page.getByText("Shown because 'Are you a US person?' is 'Yes'")).toBeVisible();
    await page.keyboard.press('Escape');

    await section.getByRole('textbox', { name: 'Units (optional)' }).fill('3');
    await section.getByRole('textbox', { name: 'Unit price (optional)' }).pressSequentially('10.25');
    await expect(section.getByRole('textbox', { name: 'Total' })).toHaveValue('30.75');

    await section.getByRole('button', { name: 'Check answers' }).click();
    await expect(section.getByText('Full name is required')).toBeVisible();
    await expect(section.getByRole('textbox', { name: 'Full name' })).toBeFocused();

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await settled(page);
      await section.screenshot({ path: `${SHOTS}forms-style-guide-${width}.png` });
      expect(await seriousViolations(page, { include: '[id="forms-renderer"]' })).toEqual([]);
    }
  });
});
