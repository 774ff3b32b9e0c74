import { test as base, expect, type Page } from '@playwright/test';

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
  { email: 'issuer@demo.test', role: 'issuer_admin', home: '/issuers/', heading: 'Issuer Portal' },
  { email: 'fid-admin@demo.test', role: 'fiduciary_admin', home: '/fid-admin/', heading: 'Fund Administration' },
  { email: 'provider@demo.test', role: 'trellis_admin', home: '/trellis-admin/', heading: 'Platform Administration' },
  { email: 'captable@demo.test', role: 'captable_admin', home: '/acap/', heading: 'Cap Table' },
] as const;

/** Where screenshots for a person to look at go. */
export const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

export const test = base.extend({
  // The global setup picks the port at run time and passes it on in the environment.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts (global setup)');
    await use(url);
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
