import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin } from '../support/api.ts';
import { SHOTS, seriousViolations, shooter } from '../support/checks.ts';
import { expect, FUND_STAFF, loggedInState, test } from '../support/fixtures.ts';
import { lastMailTo } from '../support/server-db.ts';

const PASSWORD = 'Onboard!2345';

/** Screenshots at 1280 and 390 px, taken one right after the other (for a screen that soon moves on). */
const shoot = shooter({ prefix: 'onboarding', axe: false });

/** Screenshots at 1280 and 390 px, each checked with axe. */
const shootAndCheck = shooter({ prefix: 'onboarding' });

/** The fiduciary admin's tenant and bearer (a fresh login: e2e access tokens live 5 s). */
async function adminSession(request: APIRequestContext) {
  const { fidId, headers } = await apiLogin(request, 'fid-admin@demo.test');
  return { fid: fidId, headers };
}

/** The id of the invitation just sent to `email` (the newest one waiting at 1 Sent). */
async function invitationIdOf(request: APIRequestContext, email: string): Promise<string> {
  const admin = await adminSession(request);
  const res = await request.get(`/api/v1/fid/${admin.fid}/fid-admin/investors?search=${encodeURIComponent(email)}`, {
    headers: admin.headers,
  });
  expect(res.ok()).toBe(true);
  const { results } = (await res.json()) as { results: { invitation_id: string | null; email: string | null }[] };
  const id = results.find((r) => r.email === email)?.invitation_id;
  expect(id, `an invitation to ${email}`).toBeTruthy();
  return id as string;
}

/** Picks an option of a select field by its visible label. */
async function pick(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

/** The invitation as the fiduciary admin reads it (a fresh login: e2e access tokens live 5 s). */
async function invitationStatus(request: APIRequestContext, id: string) {
  const admin = await adminSession(request);
  const res = await request.get(`/api/v1/fid/${admin.fid}/fid-admin/invitations/${id}`, { headers: admin.headers });
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: { status: number; status_label: string } };
  return { status: data.status, status_label: data.status_label };
}

test.describe('onboarding', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('the fund admin invites; the person registers, submits KYC_INDIVIDUAL; the KYC approver approves', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const email = `ada-${Date.now()}@invitee.example`;

    // The fund admin invites from the Investors screen.
    const staff = await browser.newContext({ storageState: await loggedInState(baseURL ?? '', 'fid-admin@demo.test') });
    const adminPage = await staff.newPage();
    await adminPage.goto('/fid-admin/investors');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Investors' })).toBeVisible({ timeout: 30_000 });
    await adminPage.getByRole('button', { name: 'Invite', exact: true }).click();
    const form = adminPage.getByRole('form', { name: 'Invite an investor' });
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByText('Email is required')).toBeVisible();
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(adminPage.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    await staff.close();
    const invitationId = await invitationIdOf(request, email);
    const mail = await lastMailTo(email, 'invitation');
    const link = /(\/onboard\/[0-9a-f-]+#code=[\w-]+)/.exec(mail)?.[1];
    expect(link).toBeTruthy();

    await page.goto(link as string);
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible({ timeout: 30_000 });
    await expect(page).not.toHaveURL(/code=/);
    await expect(page.getByText('a•••@invitee.example')).toBeVisible();
    await shootAndCheck(page, 'register');

    // The spec's messages before anything is sent.
    await page.getByRole('textbox', { name: /^Password/ }).fill('short');
    await page.getByRole('textbox', { name: /^Confirm password/ }).fill('other');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('should include at least 1 number')).toBeVisible();
    await expect(page.getByText('Password does not match')).toBeVisible();

    await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
    await page.getByRole('textbox', { name: /^Confirm password/ }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('We are preparing your account. Please wait for a moment.')).toBeVisible();
    await shoot(page, 'preparing');
    expect(await seriousViolations(page)).toEqual([]);

    await expect(page.getByRole('heading', { name: 'Your KYC details' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 30_000 });
    await shootAndCheck(page, 'kyc');

    // KYC_INDIVIDUAL: a draft first (the invitation moves to 3 KYC).
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Ada');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Lovelace');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved').first()).toBeVisible({ timeout: 15_000 });
    expect(await invitationStatus(request, invitationId)).toEqual({ status: 3, status_label: 'KYC' });

    await page.getByRole('textbox', { name: 'Date of birth', exact: true }).fill('12/10/1985');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('2015550123');
    await page.getByRole('textbox', { name: 'Address line 1', exact: true }).fill('1 Analytical Way');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Boston');
    await page.getByRole('textbox', { name: 'Postal code', exact: true }).fill('02110');
    await pick(page, 'Country', 'United States');
    await pick(page, 'Country of citizenship', 'United States');

    // Branches: "No" asks for a foreign tax id, "Yes" for the SSN instead.
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await expect(page.getByRole('region', { name: 'Foreign taxpayer' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Social Security number', exact: true })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await expect(page.getByRole('region', { name: 'Foreign taxpayer' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Social Security number', exact: true }).fill('219099999');

    // Calculated: annual income times the years picked on the slider.
    await page.getByRole('textbox', { name: 'Annual income', exact: true }).fill('185000');
    const slider = page.getByRole('slider', { name: 'Years of income you could invest over' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('textbox', { name: 'Estimated investment capacity', exact: true })).toHaveValue(
      /555,?000/,
    );

    // "Other" as a source of funds asks for details (-contains).
    await page.getByRole('checkbox', { name: 'Salary', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Other', exact: true }).check();
    await page
      .getByRole('textbox', { name: 'Describe the other source of funds' })
      .fill('Royalties from a calculating engine');
    // A segmented control: its radios are visually hidden behind their labels.
    await page
      .getByRole('radiogroup', { name: 'Experience with private investments' })
      .first()
      .getByText('Some')
      .click();
    await expect(page.getByRole('radio', { name: 'Some', exact: true })).toBeChecked();
    await pick(page, 'Accredited investor basis', 'Income over $200,000 ($300,000 with spouse)');
    await page.getByRole('checkbox', { name: 'I confirm the information above', exact: true }).check();
    await shootAndCheck(page, 'kyc-filled');

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Your details were sent to Demo Fiduciary Trust; you will hear from us.')).toBeVisible({
      timeout: 15_000,
    });
    // The 'Form submitted' snackbar closes by itself after 4 s (spec 9); the page is checked without it.
    await expect(page.getByText('Form submitted')).toHaveCount(0, { timeout: 10_000 });
    await shootAndCheck(page, 'done');
    expect(await invitationStatus(request, invitationId)).toEqual({ status: 4, status_label: 'Form' });

    await page.getByRole('link', { name: 'Go to the investor portal' }).click();
    await expect(page).toHaveURL(/\/digital-locker\//);

    // The KYC approver finds it in the queue and approves it through the Reason dialog.
    const reviewer = await browser.newContext({
      storageState: await loggedInState(baseURL ?? '', FUND_STAFF.kycApprover),
    });
    const kycPage = await reviewer.newPage();
    await kycPage.goto('/fid-admin/kyc');
    await expect(kycPage.getByRole('heading', { level: 1, name: 'KYC Review' })).toBeVisible({ timeout: 30_000 });
    await kycPage.getByRole('link', { name: 'Ada Lovelace' }).first().click();
    await expect(kycPage.getByRole('heading', { level: 1, name: /Ada Lovelace/ })).toBeVisible();
    await kycPage.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = kycPage.getByRole('dialog', { name: 'Approve KYC' });
    await expect(dialog.getByRole('button', { name: 'Ok' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Identity and accreditation checked.');
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(kycPage.getByText('Status: Approved')).toBeVisible();
    expect(await invitationStatus(request, invitationId)).toEqual({ status: 5, status_label: 'Approved' });
    await reviewer.close();
  });
});
