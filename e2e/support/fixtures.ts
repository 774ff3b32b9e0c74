import { type BrowserContextOptions, test as base, expect, type Page } from '@playwright/test';

export { expect };

export const DEMO_PASSWORD = 'Demo!2345';

/** The demo accounts the API seeds, with where each role lands (spec 1: portal = first path segment). */
export const DEMO_USERS = [
  { email: 'investor@demo.test', role: 'fiduciary_investor', home: '/digital-locker/', heading: 'Dashboard' },
  {
    email: 'investor-admin@demo.test',
    role: 'fiduciary_investor-admin',
    home: '/digital-locker/',
    heading: 'Dashboard',
  },
  { email: 'viewer@demo.test', role: 'fiduciary_viewer', home: '/digital-locker/', heading: 'Dashboard' },
  { email: 'issuer@demo.test', role: 'issuer_admin', home: '/issuers/', heading: 'Northwind Robotics' },
  { email: 'fid-admin@demo.test', role: 'fiduciary_admin', home: '/fid-admin/', heading: 'Dashboard' },
  { email: 'provider@demo.test', role: 'trellis_admin', home: '/trellis-admin/', heading: 'Platform Administration' },
  { email: 'captable@demo.test', role: 'captable_admin', home: '/acap/', heading: 'Northwind Robotics' },
] as const;

/** Where screenshots for a person to look at go. */
export const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

/** One demo user per fund-admin role a person works in (ADR 0026), beside fid-admin@demo.test. */
export const FUND_STAFF = {
  kycApprover: 'kyc@demo.test',
  opportunityApprover: 'approver@demo.test',
  dealExecutor: 'deals@demo.test',
  signatory: 'signatory@demo.test',
  editor: 'fid-editor@demo.test',
  viewer: 'fid-viewer@demo.test',
} as const;

export type DemoEmail =
  | (typeof DEMO_USERS)[number]['email']
  | (typeof FUND_STAFF)[keyof typeof FUND_STAFF]
  | 'newcomer@demo.test'
  // The issuer's staff by role (ADR 0030), beside issuer@demo.test (issuer_admin).
  | 'issuer-editor@demo.test'
  | 'issuer-approver@demo.test'
  | 'issuer-signer@demo.test'
  | 'issuer-viewer@demo.test'
  // The cap table's editor, viewer and a holder (ADR 0032), beside captable@demo.test (admin).
  | 'captable-editor@demo.test'
  | 'captable-viewer@demo.test'
  | 'holder@demo.test'
  // The investor whose demo deals wait for each fund-admin step (seed/demo-deal-desk.ts).
  | 'linden@demo.test';

/** The localStorage key the web app keeps its session under (apps/web/src/lib/session-store.ts). */
const SESSION_STORAGE_KEY = 'dl.auth';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * A browser state already logged in as `email`: a session from `POST /api/v1/fid/login`, stored
 * where the web app keeps it. Each call is a login of its own: two tests never share a refresh
 * token, since the API ends a whole session when a rotated refresh token is presented again.
 */
export async function loggedInState(baseURL: string, email: DemoEmail): Promise<StorageState> {
  const response = await fetch(`${baseURL}/api/v1/fid/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`login of ${email} failed: ${response.status} ${body}`);
  const origin = new URL(baseURL).origin;
  return { cookies: [], origins: [{ origin, localStorage: [{ name: SESSION_STORAGE_KEY, value: body }] }] };
}

export const test = base.extend<{ account: DemoEmail | null }>({
  // The global setup picks the port at run time and passes it on in the environment.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts (global setup)');
    await use(url);
  },
  /**
   * `test.use({ account })` starts every page of a test logged in as that demo user, through the API:
   * a spec about something else does not spend its time on the login form (login.spec.ts tests it).
   */
  account: [null, { option: true }],
  storageState: async ({ account, baseURL, storageState }, use) => {
    if (!account || !baseURL) {
      await use(storageState);
      return;
    }
    await use(await loggedInState(baseURL, account));
  },
});

/** Fills and submits the login form of the current page. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Path and query of the page, for comparing against app routes. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * Waits until the access token the page holds has expired by its own `exp` (one second past it,
 * the claim's resolution): the next call of the page must refresh. The server and the test read
 * the same clock, so the wait is the token's remaining life, not a guess.
 */
export async function untilAccessTokenExpired(page: Page): Promise<void> {
  const exp = await page.evaluate((key) => {
    const access = (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { access?: string }).access ?? '';
    const claims = access.split('.')[1] ?? '';
    return (JSON.parse(atob(claims.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number }).exp;
  }, SESSION_STORAGE_KEY);
  const leftMs = exp * 1000 + 1000 - Date.now();
  if (leftMs > 0) await page.waitForTimeout(leftMs);
}
