import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { SHOTS, shooter } from '../support/checks.ts';
import { expect, test } from '../support/fixtures.ts';

const OPPORTUNITY = 'Northwind Series A Extension';

/** Full-page screenshots at 1280 and 390 px, axe clean at both, once the snackbars have gone. */
const shootAndCheck = shooter({ prefix: 'engagement', waitForSnackbars: true });

/** Picks a day 5 days ahead at 10:30 am in the "Proposed time" picker. */
async function pickProposedTime(page: Page): Promise<Date> {
  const target = new Date();
  target.setDate(target.getDate() + 5);
  target.setHours(10, 30, 0, 0);
  await page.getByRole('button', { name: /Proposed time/ }).click();
  const dropdown = page.locator('.mantine-Popover-dropdown').last();
  const month = target.toLocaleString('en-US', { month: 'long' });
  const day = dropdown.getByRole('button', {
    name: `${target.getDate()} ${month} ${target.getFullYear()}`,
    exact: true,
  });
  if ((await day.count()) === 0) await dropdown.locator('[data-direction="next"]').click();
  await day.click();
  await dropdown.getByLabel('Proposed time, hours').fill('10');
  await dropdown.getByLabel('Proposed time, minutes').fill('30');
  const amPm = dropdown.getByLabel('Proposed time, AM or PM');
  if ((await amPm.evaluate((el) => el.tagName)) === 'SELECT') await amPm.selectOption('AM');
  else await amPm.fill('AM');
  await dropdown.getByRole('button', { name: 'Confirm proposed time' }).click();
  return target;
}

test.describe('engagement: meetings, service requests, events, resources, help', () => {
  test.use({ account: 'investor@demo.test' });
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('the investor requests a meeting, the issuer accepts, the .ics downloads', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.goto('/digital-locker/communicate/schedule-meetings');
    await expect(page.getByRole('heading', { name: 'Schedule Meetings', level: 1 })).toBeVisible();
    await expect(page.getByRole('article', { name: /Meeting about/ }).first()).toBeVisible();
    await shootAndCheck(page, 'meetings');

    // Sending with nothing filled names the fields.
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Opportunity is required')).toBeVisible();
    await expect(page.getByText('Proposed time is required')).toBeVisible();

    await page.getByRole('combobox', { name: /Opportunity/ }).fill('Extension');
    await page.getByRole('option', { name: OPPORTUNITY }).click();
    const time = await pickProposedTime(page);
    await page.getByRole('textbox', { name: /Note/ }).fill('Hiring plan, and the European pilots.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Your meeting request was sent to the issuer.')).toBeVisible();

    // The issuer accepts through the API, at the proposed time.
    const issuer = apiAs(request, 'issuer@demo.test');
    const list = (await issuer.get('meetings?status=REQUESTED&limit=100')) as {
      results: { id: string; opportunity_name: string; note: string; proposed_times: string[] }[];
    };
    const mine = list.results.find((m) => m.note === 'Hiring plan, and the European pilots.');
    expect(mine?.opportunity_name).toBe(OPPORTUNITY);
    expect(mine?.proposed_times).toEqual([time.toISOString()]);
    await issuer.post(`meetings/${mine?.id}/accept`, { time: mine?.proposed_times[0] });

    await page.reload();
    const card = page.getByRole('article', { name: `Meeting about ${OPPORTUNITY}` }).filter({ hasText: 'Hiring plan' });
    await expect(card.getByText('Accepted')).toBeVisible();
    const downloadPromise = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download .ics' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`meeting-${mine?.id}.ics`);
    const ics = readFileSync((await download.path()) as string, 'utf8');
    const unfolded = ics.replace(/\r\n /g, '');
    const stamp = time.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(unfolded).toContain(`\r\nDTSTART:${stamp}\r\n`);
    expect(unfolded).toContain(`\r\nUID:meeting-${mine?.id}@digital-locker\r\n`);
    expect(unfolded).toContain(`SUMMARY:Meeting: ${OPPORTUNITY} (Northwind Robotics)`);
    expect(unfolded).toContain('Hiring plan\\, and the European pilots.');
  });

  test('the investor opens a service request and comments', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/digital-locker/service-request');
    await expect(page.getByRole('heading', { name: 'Track and Manage Service Requests', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /Open 2025 K-1/ })).toBeVisible();
    await shootAndCheck(page, 'service-requests');

    await page.getByRole('button', { name: 'New request' }).click();
    const form = page.getByRole('dialog', { name: 'New service request' });
    await form.getByRole('button', { name: 'Submit request' }).click();
    await expect(form.getByText('Subject is required')).toBeVisible();
    await form.getByRole('textbox', { name: /Subject/ }).fill('Duplicate statement');
    await form.getByRole('combobox', { name: /Category/ }).click();
    await page.getByRole('option', { name: 'Documents' }).click();
    await form.getByRole('textbox', { name: /Description/ }).fill('Please resend the Q3 statement.');
    await shootAndCheck(page, 'service-request-form');
    await form.getByRole('button', { name: 'Submit request' }).click();

    const detail = page.getByRole('dialog', { name: 'Duplicate statement' });
    await expect(detail.getByText('Please resend the Q3 statement.')).toBeVisible();
    await detail.getByRole('textbox', { name: 'Add a comment' }).fill('It is for my accountant.');
    await detail.getByRole('button', { name: 'Add comment' }).click();
    await expect(detail.getByRole('list', { name: 'Comments' }).getByText('It is for my accountant.')).toBeVisible();
    await shootAndCheck(page, 'service-request-detail');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open Duplicate statement' })).toBeVisible();
  });

  test('events, resources and help render', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/digital-locker/events');
    await expect(
      page.getByRole('heading', { name: 'Find unique opportunities for investments', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: 'Northwind Robotics investor call' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Past events \(2\)/ })).toBeVisible();
    await shootAndCheck(page, 'events');

    await page.goto('/digital-locker/resources');
    await expect(page.getByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(6);
    // A document opens in the PDF viewer (new tab) on a signed link.
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'View Investor guide' }).click();
    const viewer = await popup;
    await viewer.waitForURL(/\/digital-locker\/pdf\/web\/viewer\.html\?file=%2Fapi%2Fv1%2Fsigned-files%2F/);
    await viewer.close();
    await page.getByText('Links', { exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(3);
    await shootAndCheck(page, 'resources');

    await page.goto('/digital-locker/help-assistance');
    await expect(page.getByRole('heading', { name: 'Help & Assistance', level: 1 })).toBeVisible();
    // 127.0.0.1 has no FAQ of its own: the default one shows.
    await expect(page.getByRole('button', { name: 'What is the Digital Locker?' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search the FAQ' }).fill('K-1');
    await expect(page.getByRole('button', { name: 'When will I receive tax documents?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'What is the Digital Locker?' })).toHaveCount(0);
    await page.getByRole('button', { name: 'When will I receive tax documents?' }).click();
    await expect(page.getByText(/usually by March 15/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'help@demo.test' })).toHaveAttribute('href', 'mailto:help@demo.test');
    await shootAndCheck(page, 'help');
  });
});
