import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { collectConsoleErrors, SHOTS as SCREENSHOTS, seriousViolations } from '../support/checks.ts';
import { expect, test } from '../support/fixtures.ts';

/** Sections of components/inputs and components/display, which this page must always show. */
const INPUT_SECTIONS = [
  'Date, time and date-time inputs',
  'Currency input',
  'Phone entry with country',
  'Document-category path editor',
  'Entity selector',
  'File input with upload progress',
  'Validation-message menu',
  'Investor progress strip',
  'Carousel',
  'Charts',
];

/** Every request the page makes to a host other than the app's own (flags must come bundled). */
function collectForeignRequests(page: Page, baseURL: string): string[] {
  const own = new URL(baseURL).host;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.host !== own) foreign.push(request.url());
  });
  return foreign;
}

async function openStyleGuide(page: Page) {
  await page.goto('/style-guide');
  // The page is a lazy chunk of its own; a busy machine can take a while to serve it.
  await expect(page.getByRole('heading', { level: 1, name: 'Style guide' })).toBeVisible({ timeout: 30_000 });
}

test.describe('style guide', () => {
  test.beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

  for (const { width, height } of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${width} px: every section, clean console, nothing from other hosts, no serious axe violations`, async ({
      page,
      baseURL,
    }) => {
      // A long page: axe takes a while on a busy machine.
      test.setTimeout(180_000);
      const consoleErrors = collectConsoleErrors(page, { keepFailedLoads: true });
      const foreign = collectForeignRequests(page, baseURL ?? '');
      await page.setViewportSize({ width, height });
      await openStyleGuide(page);

      for (const title of INPUT_SECTIONS) {
        await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
      }
      await page.screenshot({ path: `${SCREENSHOTS}style-guide-${width}.png`, fullPage: true });
      // Every section listed in the contents (shell and kit ones too) is on the page with its title.
      if (width < 992) await page.getByRole('button', { name: 'Contents' }).click();
      const links = await page.getByRole('navigation', { name: 'Contents' }).getByRole('link').all();
      expect(links.length).toBeGreaterThanOrEqual(INPUT_SECTIONS.length);
      for (const link of links) {
        const id = (await link.getAttribute('href'))?.replace('#', '') ?? '';
        await expect(page.locator(`[id="${id}"]`).getByRole('heading', { level: 3 }).first()).toBeVisible();
      }

      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(foreign).toEqual([]);
    });
  }

  test('widgets work in the browser: currency, phone country list, file upload while logged out', async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page, { keepFailedLoads: true });
    await openStyleGuide(page);

    // Locators stay inside this area's sections: other sections may use the same labels.
    const section = (id: string) => page.locator(`[id="${id}"]`);
    const minimum = section('inputs-currency').getByRole('textbox', { name: 'Minimum investment' });
    await minimum.pressSequentially('25x000');
    await expect(minimum).toHaveValue('25,000');

    const country = section('inputs-phone').getByRole('combobox', { name: /^Office phone country/ });
    await country.click();
    await page.keyboard.type('united k');
    await expect(page.getByRole('option', { name: /United Kingdom/ })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}style-guide-country-list.png` });
    await page.keyboard.press('Enter');
    await expect(country).toHaveAccessibleName('Office phone country: United Kingdom +44');
    await expect(country.locator('svg').first()).toBeVisible();

    const upload = section('inputs-file-upload').locator('input[type="file"]').first();
    await upload.setInputFiles({
      name: 'subscription.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7'),
    });
    await expect(section('inputs-file-upload').getByText('Failed to upload file')).toBeVisible();
    await upload.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(section('inputs-file-upload').getByText('Please upload PDF files only')).toBeVisible();

    const entity = section('inputs-entity-selector').getByRole('textbox', { name: 'Investing entity' });
    await entity.pressSequentially('Blue R');
    // Debounced 500 ms, then the sample fetcher's own delay: slow on a busy machine.
    await expect(page.getByRole('option', { name: 'Blue Ridge Capital LLC Common' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('option', { name: /Blue Harbor/ })).toHaveCount(0);
    await page.screenshot({ path: `${SCREENSHOTS}style-guide-entity-selector.png` });
    await page.keyboard.press('Escape');

    const password = section('inputs-validation-menu').getByLabel('New password');
    await password.fill('demo2');
    await expect(page.getByText('should include at least 1 special character')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}style-guide-validation-menu.png` });
    await password.fill('Demo!2345');
    await expect(page.getByRole('status').filter({ hasText: 'Looks good!' })).toBeVisible();

    await section('display-carousel').getByRole('button', { name: 'Next items' }).click();
    await expect(section('display-carousel').getByText('Showing 2–5 of 8')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test.describe('against the API', () => {
    // e2e access tokens live 5 s (global setup): an upload sent with an expired one is refused (401),
    // refreshed once and sent again, as spec 4 says. No retries: a failure here is a real one.
    test.use({ account: 'investor@demo.test' });

    test("a logged-in upload stores the file (after a token refresh) and shows the server's refusal", async ({
      page,
    }) => {
      const consoleErrors = collectConsoleErrors(page, { keepFailedLoads: true });
      await page.goto('/digital-locker/');
      await expect(page.getByTestId('profile-name')).toBeVisible();
      await openStyleGuide(page);

      const section = page.locator('[id="inputs-file-upload"]');
      const upload = section.locator('input[type="file"]').first();
      const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
      await upload.setInputFiles({ name: 'subscription.pdf', mimeType: 'application/pdf', buffer: pdf });
      // Each upload may wait for a token refresh first.
      const upTo = { timeout: 30_000 };
      await expect(section.getByRole('status')).toHaveText(`Uploaded subscription.pdf (${pdf.length} Bytes)`, upTo);

      // The browser cannot tell an empty file; the server's detail is shown as it is.
      await upload.setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
      await expect(section.getByText('The file is empty.')).toBeVisible(upTo);
      // Chromium logs the refused upload's 400 as a failed resource; anything else is a fault.
      expect(consoleErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    });
  });
});
