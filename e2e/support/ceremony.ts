import type { Page } from '@playwright/test';
import { seriousViolations } from './checks.ts';
import { expect } from './fixtures.ts';

/**
 * The signing ceremony (investor or countersignatory): the PDF shown, the fields filled where still
 * empty, the signature typed, the consent agreed and signed. `shot` takes screenshots before signing;
 * axe runs on the page and on the consent dialog when it is given.
 */
export async function signInCeremony(
  page: Page,
  options: {
    fields?: Record<string, string>;
    signer: string;
    shot?: (page: Page) => Promise<void>;
    /** Where the ceremony is hosted: the investor's own page, or a staff screen's `?esign=`. */
    at?: RegExp;
  },
) {
  await expect(page).toHaveURL(options.at ?? /\/esign\//, { timeout: 20_000 });
  await expect(page.locator('.react-pdf__Page__canvas').first()).toBeVisible({ timeout: 20_000 });
  for (const [label, value] of Object.entries(options.fields ?? {})) {
    const box = page.getByRole('textbox', { name: label, exact: true });
    if ((await box.inputValue()) === '') await box.fill(value);
  }
  await page.getByRole('textbox', { name: 'Type your full name' }).fill(options.signer);
  if (options.shot) {
    await options.shot(page);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox')).toBeVisible();
  if (options.shot) expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
}
