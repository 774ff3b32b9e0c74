import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin } from '../support/api.ts';
import { signInCeremony } from '../support/ceremony.ts';
import { collectConsoleErrors, SHOTS, seriousViolations, settled, shooter } from '../support/checks.ts';
import { expect, test } from '../support/fixtures.ts';

const OPPORTUNITY = 'Cobalt Health Series B';
const NDA_SIGNED = 'You have successfully signed the NDA. The Document has been sent to Issuer for counter signing.';

/** Full-page screenshots at 1280 and 390 px, then back to the desktop size (the spec runs axe itself). */
const shoot = shooter({ prefix: 'deal', axe: false });

/** The issuer side of the flow through the API (its screen comes with the issuer portal). */
async function countersignNda(request: APIRequestContext, opportunityId: string) {
  const { fidId, headers } = await apiLogin(request, 'fid-admin@demo.test');
  const list = await request.get(`/api/v1/fid/${fidId}/issuers/nda`, {
    headers,
    params: { status: 'NDA_SIGNED', opportunity_id: opportunityId },
  });
  expect(list.ok()).toBe(true);
  const { results } = (await list.json()) as { results: { id: string }[] };
  const ndaId = results[0]?.id;
  expect(ndaId).toBeTruthy();
  const countersign = await request.post(`/api/v1/fid/${fidId}/issuers/nda/${ndaId}/countersign`, {
    headers,
    data: { signature_text: 'Dana Fiduciary' },
  });
  expect(countersign.status()).toBe(202);
}

/** The investor's ceremony, with screenshots and axe under `shotName` when given. */
const signAsInvestor = (page: Page, fields: Record<string, string>, shotName?: string) =>
  signInCeremony(page, {
    fields,
    signer: 'Avery Investor',
    ...(shotName ? { shot: (p: Page) => shoot(p, shotName) } : {}),
  });

test.describe('investor deal flow', () => {
  test.use({ account: 'investor@demo.test' });
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('discover, favorite, sign the NDA, open the data room, invest and sign the deal', async ({ page, request }) => {
    test.setTimeout(240_000);
    const consoleErrors = collectConsoleErrors(page);
    await page.goto('/digital-locker/opportunities');

    // Discover: filter by name, favorite the row.
    await expect(page.getByRole('heading', { name: 'Discover New Opportunities' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Discover New Opportunities' }).getByRole('link').first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(OPPORTUNITY);
    await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
    const link = page.getByRole('link', { name: OPPORTUNITY, exact: true });
    await expect(link).toBeVisible();
    const thumbsUp = page.getByRole('button', { name: `Thumbs up ${OPPORTUNITY}` });
    await thumbsUp.click();
    await expect(thumbsUp).toHaveAttribute('aria-pressed', 'true');
    await shoot(page, 'discover');
    expect(await seriousViolations(page)).toEqual([]);

    // Detail: sign the NDA through the pre-form and the ceremony.
    await link.click();
    await expect(page.getByRole('heading', { name: OPPORTUNITY, level: 1 })).toBeVisible();
    const opportunityId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await expect(page.getByRole('button', { name: 'Sign NDA' })).toBeVisible();
    await shoot(page, 'detail');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign NDA' }).click();
    const preForm = page.getByRole('dialog');
    await expect(preForm.getByRole('textbox', { name: 'Full name' })).toBeVisible();
    await settled(page); // the side modal slides in
    await page.screenshot({ path: `${SHOTS}deal-nda-pre-form-1280.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await preForm.getByRole('textbox', { name: 'Full name' }).fill('Avery Investor');
    await preForm.getByRole('textbox', { name: 'Title' }).fill('Principal');
    await preForm.getByRole('combobox', { name: 'Purpose of review' }).selectOption('Direct investment');
    await preForm.getByRole('button', { name: 'Continue to signing' }).click();
    await signAsInvestor(page, { Title: 'Principal', Company: 'Avery Holdings' }, 'ceremony');

    // docu-sign-wait, then back with the NDA signed message.
    await expect(page).toHaveURL(/\/pages\/docu-sign-wait|\/digital-locker\/opportunity\//);
    await expect(page).toHaveURL(new RegExp(`/digital-locker/opportunity/${opportunityId}$`), { timeout: 60_000 });
    await expect(page.getByText(NDA_SIGNED)).toBeVisible();
    await expect(page.getByTestId('investor-status-text')).toHaveText('Waiting for issuer countersignature');

    // Data room before the countersignature: locked.
    await page.getByRole('tab', { name: /Data room/ }).click();
    await expect(page.getByTestId('data-room-locked')).toBeVisible();

    // The issuer side countersigns through the API; the data room opens once it is sealed.
    await countersignNda(request, opportunityId);
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Data room documents' })).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    await shoot(page, 'data-room');
    expect(await seriousViolations(page)).toEqual([]);

    // View a document in the PDF viewer (new tab, signed link only).
    const [viewer] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'View' }).first().click(),
    ]);
    const viewerErrors = collectConsoleErrors(viewer);
    await expect(viewer).toHaveURL(/\/digital-locker\/pdf\/web\/viewer\.html\?file=%2Fapi%2Fv1%2Fsigned-files%2F/);
    expect(viewer.url()).not.toContain('access');
    await expect(viewer.locator('.react-pdf__Page__canvas').first()).toBeVisible({ timeout: 20_000 });
    await viewer.screenshot({ path: `${SHOTS}deal-viewer-1280.png` });
    await viewer.setViewportSize({ width: 390, height: 844 });
    await settled(viewer);
    await viewer.screenshot({ path: `${SHOTS}deal-viewer-390.png` });
    expect(await seriousViolations(viewer)).toEqual([]);
    await viewer.close();
    expect(viewerErrors).toEqual([]);

    // The executed NDA (the sealed copy) opens from the opportunity's documents.
    await page.getByRole('tab', { name: 'Overview' }).click();
    const [ndaViewer] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: `View ${OPPORTUNITY} NDA` }).click(),
    ]);
    await expect(ndaViewer.locator('.react-pdf__Page__canvas').first()).toBeVisible({ timeout: 20_000 });
    await expect(ndaViewer.getByText(/\d+ pages?/)).toBeVisible();
    await ndaViewer.screenshot({ path: `${SHOTS}deal-viewer-nda-1280.png` });
    await ndaViewer.close();

    // Indicate interest with an amount, then sign the deal.
    await page.getByRole('button', { name: 'Indicate interest' }).click();
    const interest = page.getByRole('dialog');
    await expect(interest.getByRole('textbox', { name: 'Amount' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Below the minimum: spec 5's min_value message in the browser, and nothing is sent.
    await interest.getByRole('textbox', { name: 'Amount' }).fill('20000');
    await interest.getByRole('combobox', { name: 'Source of funds' }).selectOption('Savings');
    await interest.getByRole('checkbox', { name: 'I confirm I am an accredited investor' }).check();
    await interest.getByRole('button', { name: 'Send interest' }).click();
    await expect(interest.getByText(/should be equals to or higher than/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}deal-interest-1280.png` });
    await interest.getByRole('textbox', { name: 'Amount' }).fill('60000');
    await interest.getByRole('button', { name: 'Send interest' }).click();
    await expect(page.getByRole('button', { name: 'Sign deal' })).toBeVisible();
    await expect(page.getByTestId('investment-status')).toHaveText('Transaction in progress');
    await page.getByRole('button', { name: 'Sign deal' }).click();
    // The amount is the investment's, read-only: the sealed document states what the record says.
    const amount = page.getByRole('textbox', { name: 'Investment amount', exact: true });
    await expect(amount).toHaveValue('$60,000', { timeout: 20_000 });
    await expect(amount).toHaveAttribute('readonly', '');
    await signAsInvestor(page, {});
    await expect(page).toHaveURL(new RegExp(`/digital-locker/opportunity/${opportunityId}$`), { timeout: 60_000 });
    await expect(page.getByTestId('investor-status-text')).toHaveText('Waiting for approval');
    await expect(page.getByTestId('investment-status')).toHaveText('Waiting for approval');
    await shoot(page, 'detail-after');
    expect(consoleErrors).toEqual([]);
  });

  test('roadshow landing, presentation mode and the public tearsheet', async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page);
    await page.goto('/digital-locker/opportunities');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(OPPORTUNITY);
    await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('link', { name: OPPORTUNITY, exact: true }).click();
    await expect(page.getByRole('heading', { name: OPPORTUNITY, level: 1 })).toBeVisible();
    const opportunityId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    await page.goto(`/digital-roadshow/${opportunityId}`);
    await expect(page.getByRole('heading', { name: OPPORTUNITY })).toBeVisible();
    await shoot(page, 'roadshow');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Present' }).click();
    const slides = page.getByRole('region', { name: 'Roadshow presentation' });
    await expect(slides.getByRole('heading', { name: OPPORTUNITY })).toBeVisible();
    await slides.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slides.getByRole('heading', { name: 'The raise' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/digital-roadshow/pages/tearsheet/${opportunityId}`);
    await expect(page.getByRole('heading', { name: OPPORTUNITY, level: 1 })).toBeVisible();
    await shoot(page, 'tearsheet');
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
