import { mkdirSync } from 'node:fs';
import { apiAs } from '../support/api.ts';
import { SHOTS, shooter } from '../support/checks.ts';
import { expect, test } from '../support/fixtures.ts';

/** Full-page screenshots at 1280 and 390 px, axe clean at both, then back to the desktop size. */
const shootAndCheck = shooter({ prefix: 'communications' });

type QnaPage = {
  count: number;
  results: { id: string; source: string; opportunity_id: string; opportunity_name: string }[];
};

test.describe('communications (Q&A)', () => {
  test.use({ account: 'investor@demo.test' });
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('ask, edit and remove on an opportunity, see it on communicate, the issuer answers', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const question = `How many robots ship this quarter (${stamp})?`;
    const edited = `How many robots ship this quarter and next (${stamp})?`;
    const investor = apiAs(request, 'investor@demo.test', { loginPerCall: false });
    const seeded = await investor.get<QnaPage>('QnA?limit=50');
    const northwind = seeded.results.find((r) => r.opportunity_name === 'Northwind Series A');
    expect(northwind).toBeTruthy();

    await page.goto(`/digital-locker/opportunity/${northwind?.opportunity_id}`);
    const section = page.getByRole('region', { name: /^Communications \(\d+\)$/ });
    // The first page of the run: the server and the route's chunk are still cold.
    await expect(section).toBeVisible({ timeout: 30_000 });

    // Ask, then edit.
    const box = section.getByRole('textbox', { name: 'Your comment or question' });
    await expect(box).toHaveAttribute('placeholder', 'Enter your comment or question...');
    await box.fill(question);
    await section.getByRole('button', { name: 'Submit' }).click();
    const mine = section.getByRole('listitem').filter({ hasText: question });
    await expect(mine).toBeVisible();
    await expect(box).toHaveValue('');
    await mine.getByRole('button', { name: 'Edit question' }).click();
    await section.getByRole('textbox', { name: 'Edit your question' }).fill(edited);
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByRole('textbox', { name: 'Edit your question' })).toHaveCount(0);
    await expect(section.getByRole('listitem').filter({ hasText: edited })).toBeVisible();

    // A second question, removed after the confirm dialog.
    const extra = `Remove me (${stamp})?`;
    await box.fill(extra);
    await section.getByRole('button', { name: 'Submit' }).click();
    const toRemove = section.getByRole('listitem').filter({ hasText: extra });
    await expect(toRemove).toBeVisible();
    await toRemove.getByRole('button', { name: 'Remove question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove question' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Successfully deleted the communication item')).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: extra })).toHaveCount(0);
    await expect(page.getByText('Successfully deleted the communication item')).toBeHidden({ timeout: 10_000 });
    await shootAndCheck(page, 'opportunity');

    // See All: the communicate page lists it.
    await section.getByRole('link', { name: 'See All' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ask questions regarding the Opportunities' }),
    ).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: edited })).toBeVisible();
    await shootAndCheck(page, 'communicate');

    // The issuer answers through the API; the investor sees it after a reload, on the answered tab.
    const issuer = apiAs(request, 'issuer@demo.test', { loginPerCall: false });
    const found = await issuer.get<QnaPage>(`QnA?search=${encodeURIComponent(stamp)}`);
    expect(found.count).toBe(1);
    const item = found.results[0];
    const answer = `About forty units (${stamp}).`;
    await issuer.patch(`QnA/${item?.id}?source=${item?.source}`, { response: answer });
    await page.goto('/digital-locker/communicate?tab=1');
    const answered = page.getByRole('listitem').filter({ hasText: edited });
    await expect(answered).toContainText(answer);
    await expect(answered.getByRole('button', { name: 'Edit question' })).toHaveCount(0);
    await shootAndCheck(page, 'answered');

    // The top-bar popup lists answered items.
    await page.getByRole('button', { name: 'Communications' }).click();
    await expect(page.getByRole('dialog').getByText(edited)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}communications-popup-1280.png` });
  });
});
