import { ACCESS_STATUSES, INVESTMENT_STATUSES, NDA_STATUSES, OPPORTUNITY_INVESTOR_STEP } from '@dl/domain';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { settled } from '../support/checks.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Issue 14 points 5 and 6 (ADR 0033): every investor route of spec 2's table, at 1280 and 390 px,
 * measured for clipped cells and truncated labels, and its visible text scanned for technical text.
 */

const BASE = '/digital-locker';

/** Spec 2's investor table (apps/web/src/app/routes/investor-routes.ts), ids filled from the demo data. */
function investorRoutes(ids: { opportunity: string; position: string; investment: string }): string[] {
  return [
    '/',
    '/user-profile',
    '/my-profile/profile',
    '/my-profile/settings',
    '/my-profile/my-entities',
    '/my-profile/my-profile/profile',
    '/my-profile/my-certificates',
    '/my-profile/forms',
    '/my-profile/authorized-parties',
    '/portfolios',
    '/portfolios/positions-balances',
    '/portfolios/trading-activity',
    '/documents',
    `/portfolio/${ids.position}`,
    `/portfolio/${ids.position}/documents`,
    '/portfolio-summary',
    '/opportunities',
    `/opportunity/${ids.opportunity}`,
    '/transact',
    `/transact/${ids.investment}`,
    '/trade',
    '/communicate',
    '/communicate/schedule-meetings',
    '/system-notifications',
    '/notifications',
    '/resources',
    '/events',
    '/service-request',
    '/help-assistance',
  ];
}

/** The domain's status names: none of them may reach a person as it is stored. */
const ENUM_NAMES = [
  ...INVESTMENT_STATUSES,
  ...NDA_STATUSES,
  ...ACCESS_STATUSES,
  ...Object.keys(OPPORTUNITY_INVESTOR_STEP),
].filter((name) => name.includes('_'));

/** Text a validator, a schema or a program produces, never a person. */
const TECHNICAL = [
  /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/, // any UPPER_SNAKE token
  /\bbody\.[a-z_]+/,
  /\bquerystring\.[a-z_]+/,
  /Invalid input/i,
  /expected (?:string|number|object|array|boolean)/i,
  /\^\[|\]\+\$|\\d\{|\(\?:/, // a regular expression's anchors, classes and groups
  /\bundefined\b|\bNaN\b|\[object Object\]/,
  // Spec 9 formats: dates MM/DD/YYYY and time hh:mm a through the domain's formatters, never the
  // browser's locale string ('11/28/2026, 02:56 AM') or a stored ISO date.
  /\d{2}\/\d{2}\/\d{4}, \d/,
  /\b\d{4}-\d{2}-\d{2}(?:T\d|\b)/,
];

interface Finding {
  route: string;
  width: number;
  kind: string;
  text: string;
}

/** Waits until the page's main content is there: a level-1 heading and no loader left. */
async function contentReady(page: Page): Promise<void> {
  await expect(page.locator('main h1, h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main [aria-busy="true"], main .mantine-Loader-root')).toHaveCount(0, { timeout: 15_000 });
  await settled(page);
}

/** Clipped cells, ellipsis-cut labels and a page wider than the screen, measured in the page. */
function measure(page: Page) {
  return page.evaluate(() => {
    const found: { kind: string; text: string }[] = [];
    const all = (selector: string, root: ParentNode = document) => Array.from(root.querySelectorAll(selector));
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    // biome-ignore lint/performance/useDomNodeTextContent: what is on the screen, not the DOM's text.
    const label = (el: Element) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim().slice(0, 80);
    // (a) every table cell: its content within its box.
    for (const cell of all('main td, main th, main [role="cell"], main [role="columnheader"]')) {
      const el = cell as HTMLElement;
      if (!visible(el) || !label(el)) continue;
      if (el.scrollWidth > el.clientWidth + 1) found.push({ kind: 'clipped cell', text: label(el) });
    }
    // Labels cut by an ellipsis: the full text is not on the screen.
    for (const node of all('main *')) {
      const el = node as HTMLElement;
      if (!el.firstChild || !visible(el)) continue;
      const style = getComputedStyle(el);
      const clamps = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      if (!clamps) continue;
      const cut = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
      if (cut && label(el)) found.push({ kind: 'ellipsis', text: label(el) });
    }
    // A table wider than the screen scrolls in its own box, and says so where it does.
    const hints = all('[data-scroll-hint]').filter(visible).length;
    const wide = all('main [role="region"][aria-label$="(scrolls sideways)"]').filter(
      (el) => visible(el) && el.scrollWidth - el.clientWidth - el.scrollLeft > 1,
    );
    if (wide.length > hints) {
      for (const el of wide)
        found.push({ kind: 'table scrolls without a hint', text: el.getAttribute('aria-label') ?? '' });
    }
    // Tabs: each tab's name whole, and a list wider than its box scrolls with a visible hint.
    for (const tab of all('[role="tab"]')) {
      const el = tab as HTMLElement;
      if (visible(el) && el.scrollWidth > el.clientWidth + 1) found.push({ kind: 'clipped tab', text: label(el) });
    }
    for (const list of all('[role="tablist"]')) {
      const el = list as HTMLElement;
      if (!visible(el) || el.scrollWidth <= el.clientWidth + 1) continue;
      const style = getComputedStyle(el);
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (!scrolls || !style.backgroundImage.includes('gradient')) {
        found.push({ kind: 'tabs overflow without a scroll hint', text: label(el) });
      }
    }
    // Tabs that wrap onto a second row are not the narrow-screen layout either.
    for (const list of all('[role="tablist"]')) {
      const tops = new Set(
        all('[role="tab"]', list)
          .filter(visible)
          .map((t) => Math.round(t.getBoundingClientRect().top)),
      );
      if (getComputedStyle(list).flexDirection === 'row' && tops.size > 1) {
        found.push({ kind: 'tabs wrap', text: label(list) });
      }
    }
    // The page itself never scrolls sideways: wide content scrolls in its own container.
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 1) found.push({ kind: 'page wider than the screen', text: `${overflow}px` });
    return found;
  });
}

/** Technical text in what the page shows. */
async function scanText(page: Page): Promise<{ kind: string; text: string }[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text, as a person reads it.
  const text = await page.evaluate(() => document.body.innerText);
  const found: { kind: string; text: string }[] = [];
  for (const name of ENUM_NAMES) {
    if (new RegExp(`\\b${name}\\b`).test(text)) found.push({ kind: 'enum name', text: name });
  }
  for (const pattern of TECHNICAL) {
    const match = text.match(pattern);
    if (match && !found.some((f) => f.text === match[0])) {
      const at = match.index ?? 0;
      found.push({ kind: 'technical text', text: text.slice(Math.max(0, at - 30), at + 50).replace(/\s+/g, ' ') });
    }
  }
  return found;
}

test.describe('every investor route at 1280 and 390 px', () => {
  test.use({ account: 'investor@demo.test' });

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    test(`no clipped key column and no technical text at ${width} px`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const api = apiAs(request, 'investor@demo.test', { loginPerCall: false });
      const investments = await api.get<{ results: { id: string; opportunity_id: string }[] }>(
        'investments?limit=5&status=DEAL_EXECUTED',
      );
      const opportunities = await api.get<{ results: { id: string }[] }>('investors/opportunities?limit=5');
      const investment = investments.results[0];
      const opportunity = opportunities.results[0];
      expect(investment, 'the demo investor has an investment').toBeDefined();
      expect(opportunity, 'the demo investor sees an opportunity').toBeDefined();
      const routes = investorRoutes({
        opportunity: opportunity?.id ?? '',
        position: investment?.opportunity_id ?? '',
        investment: investment?.id ?? '',
      });

      await page.setViewportSize({ width, height });
      const findings: Finding[] = [];
      for (const route of routes) {
        await page.goto(`${BASE}${route}`);
        await contentReady(page);
        for (const f of [...(await measure(page)), ...(await scanText(page))]) findings.push({ route, width, ...f });
      }
      expect(findings).toEqual([]);
    });
  }
});

/** Spec 5's messages, provoked in the investor's forms: the words of the spec, checked in the browser. */
test.describe("spec 5's messages in the investor's forms", () => {
  test.use({ account: 'investor@demo.test' });

  test('certificates, authorized parties, password, meetings and service requests', async ({ page }) => {
    test.setTimeout(120_000);
    page.setDefaultTimeout(15_000);

    // Certificates: required, a date that is not MM/DD/YYYY kept and named, is_after_ref, the file type.
    await page.goto(`${BASE}/my-profile/my-certificates`);
    await expect(page.getByRole('heading', { level: 1, name: 'My Certificates' })).toBeVisible();
    await page.getByRole('button', { name: 'Add certificate' }).click();
    await expect(page.getByText('Issuer is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Issued On is required', { exact: true })).toBeVisible();
    await expect(page.getByText('File is required', { exact: true })).toBeVisible();
    const issued = page.getByRole('textbox', { name: 'Issued On' });
    await issued.fill('13/45/2026');
    await issued.press('Tab');
    await expect(issued).toHaveValue('13/45/2026');
    await expect(page.getByText('Issued On should be MM/DD/YYYY', { exact: true })).toBeVisible();
    await issued.fill('01/15/2026');
    await issued.press('Tab');
    await expect(page.getByText('Issued On should be MM/DD/YYYY', { exact: true })).toHaveCount(0);
    const expires = page.getByRole('textbox', { name: 'Expires On' });
    await expires.fill('01/10/2026');
    await expires.press('Tab');
    await expect(page.getByText('Expires On should be after Issued On', { exact: true })).toBeVisible();
    const text = path.join(mkdtempSync(path.join(os.tmpdir(), 'dl-scan-')), 'notes.txt');
    writeFileSync(text, 'not a certificate');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Certificate \(PDF\)/ }).click();
    await (await chooser).setFiles(text);
    await expect(page.getByText('upload PDF files only')).toBeVisible();

    // Authorized parties: the invitation's e-mail is required, then checked as an e-mail.
    await page.goto(`${BASE}/my-profile/authorized-parties`);
    await page.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByText('Email is not valid email', { exact: true })).toBeVisible();

    // Password: the rule menu names what is missing, then says 'Looks good!'.
    await page.goto(`${BASE}/my-profile/settings`);
    const password = page.getByRole('textbox', { name: 'New Password', exact: true });
    await password.fill('abc');
    await expect(page.getByText('should include at least 1 number')).toBeVisible();
    await expect(page.getByText('at least 1 upper case')).toBeVisible();
    await password.fill('Abcdef1!x');
    await expect(page.getByText('Looks good!', { exact: true })).toBeVisible();

    // Meetings: required, in the spec's words.
    await page.goto(`${BASE}/communicate/schedule-meetings`);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Opportunity is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Proposed time is required', { exact: true })).toBeVisible();

    // Service requests: required.
    await page.goto(`${BASE}/service-request`);
    await page.getByRole('button', { name: 'New request' }).click();
    const form = page.getByRole('dialog', { name: 'New service request' });
    await form.getByRole('button', { name: 'Submit request' }).click();
    await expect(form.getByText('Subject is required', { exact: true })).toBeVisible();
  });
});

/** Spec 8: a detail page whose object cannot be read says so and offers a way back to its list. */
test.describe('a detail page that cannot load leads back', () => {
  test.use({ account: 'investor@demo.test' });

  test('an unknown opportunity, transaction and position', async ({ page }) => {
    const unknown = '3f0c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f';
    for (const [route, back, list] of [
      [`/opportunity/${unknown}`, 'Back to Discover New Opportunities', '/opportunities'],
      [`/transact/${unknown}`, 'Back to Latest Transactions', '/transact'],
      [`/portfolio/${unknown}`, 'Back to Positions & Balances', '/portfolios/positions-balances'],
    ] as const) {
      await page.goto(`${BASE}${route}`);
      await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toBeVisible();
      const scan = await scanText(page);
      expect(scan, route).toEqual([]);
      await page.getByRole('link', { name: back }).click();
      await expect(page).toHaveURL(new RegExp(`${BASE}${list}$`));
    }
  });
});
