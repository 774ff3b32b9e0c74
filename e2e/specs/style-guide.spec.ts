import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

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

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.html.slice(0, 160)) }));
}

async function openStyleGuide(page: Page) {
  await page.goto('/style-guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Style guide' })).toBeVisible();
}

test.describe('style guide', () => {
  test.beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

  test('renders every section, clean console, no serious axe violations, at 1280 and 390 px', async ({
    page,
    baseURL,
  }) => {
    // A long page checked by axe twice.
    test.setTimeout(120_000);
    const consoleErrors = collectConsoleErrors(page);
    const foreign = collectForeignRequests(page, baseURL ?? '');
    await page.setViewportSize({ width: 1280, height: 900 });
    await openStyleGuide(page);

    for (const title of INPUT_SECTIONS) {
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    }
    // Every section listed in the contents (shell and kit ones too) is on the page with its title.
    const contents = page.getByRole('navigation', { name: 'Contents' });
    const links = await contents.getByRole('link').all();
    expect(links.length).toBeGreaterThanOrEqual(INPUT_SECTIONS.length);
    for (const link of links) {
      const id = (await link.getAttribute('href'))?.replace('#', '') ?? '';
      await expect(page.locator(`[id="${id}"]`).getByRole('heading', { level: 3 }).first()).toBeVisible();
    }

    await page.screenshot({ path: `${SCREENSHOTS}style-guide-1280.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Contents' })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}style-guide-390.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    expect(consoleErrors).toEqual([]);
    expect(foreign).toEqual([]);
  });

  test('widgets work in the browser: currency, phone country list, file upload while logged out', async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page);
    await openStyleGuide(page);

    const minimum = page.getByRole('textbox', { name: 'Minimum investment' });
    await minimum.pressSequentially('25x000');
    await expect(minimum).toHaveValue('25,000');

    const country = page.getByRole('combobox', { name: /^Office phone country/ });
    await country.click();
    await page.keyboard.type('united k');
    await expect(page.getByRole('option', { name: /United Kingdom/ })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}style-guide-country-list.png` });
    await page.keyboard.press('Enter');
    await expect(country).toHaveAccessibleName('Office phone country: United Kingdom +44');
    await expect(country.locator('svg').first()).toBeVisible();

    const upload = page.locator('#file-upload input[type="file"]').first();
    await upload.setInputFiles({
      name: 'subscription.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7'),
    });
    await expect(page.locator('#file-upload').getByText('Failed to upload file')).toBeVisible();
    await upload.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(page.locator('#file-upload').getByText('Please upload PDF files only')).toBeVisible();

    const entity = page.getByRole('textbox', { name: 'Investing entity' });
    await entity.pressSequentially('Blue R');
    await expect(page.getByRole('option', { name: 'Blue Ridge Capital LLC Common' })).toBeVisible();
    await expect(page.getByRole('option', { name: /Blue Harbor/ })).toHaveCount(0);
    await page.screenshot({ path: `${SCREENSHOTS}style-guide-entity-selector.png` });
    await page.keyboard.press('Escape');

    const password = page.getByLabel('New password');
    await password.fill('demo2');
    await expect(page.getByText('should include at least 1 special character')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}style-guide-validation-menu.png` });
    await password.fill('Demo!2345');
    await expect(page.getByRole('status').filter({ hasText: 'Looks good!' })).toBeVisible();

    await page.getByRole('button', { name: 'Next items' }).click();
    await expect(page.getByText('Showing 2–5 of 8')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
