import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Screenshots kept with the run's artifacts (test-results/screenshots/, with the trailing slash). */
export const SHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** The WCAG 2.1 A and AA rules axe checks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeOptions {
  /** Check only this part of the page (its own content, a section of the style guide). */
  include?: string;
  /** Parts that other specs check (the shell around a page, another screen's badges). */
  exclude?: readonly string[];
  /** Axe rule ids left out. */
  disableRules?: readonly string[];
  /** Every finding, not only the serious and critical ones. */
  allImpacts?: boolean;
}

/**
 * Axe findings of the page against WCAG 2.1 A and AA: serious and critical ones only unless
 * `allImpacts`, each with its rule id and the nodes it names (an empty list when clean).
 */
export async function seriousViolations(page: Page, options: AxeOptions = {}) {
  // Legacy mode runs axe once in the page (same-origin frames included) instead of opening a blank
  // page per check to merge the frames' results: the same rules at half the cost, and the app has
  // no cross-origin frame.
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules([...options.disableRules]);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => options.allImpacts || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`.trim()),
    }));
}

export interface ShotOptions {
  /** File names are `<prefix>-<name>-1280.png` and `<prefix>-<name>-390.png` in SHOTS. */
  prefix: string;
  /** Axe clean (with these options) at both widths; `false` takes the screenshots only. */
  axe?: AxeOptions | false;
  /** First wait until the snackbars have closed by themselves (4 s): the shots are of the screen under them. */
  waitForSnackbars?: boolean;
}

/**
 * Resolves once the page has laid out and painted twice and every finite animation or transition
 * (a modal fading in, the navigation sliding away after a resize) has finished: what a screenshot or
 * axe then reads is the settled screen, however slow the machine. Endless ones (spinners) are not
 * waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' || animation.pending)
      .filter((animation) =>
        Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
      );
    // A page that keeps starting animations must not hold a spec: 3 s is longer than any of ours.
    const bound = new Promise<void>((resolve) => setTimeout(resolve, 3000));
    await Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))), bound]);
  });
}

/**
 * A spec's screenshot helper: `(page, name)` takes full-page screenshots at 1280 and 390 px (axe
 * at both unless `axe: false`), then goes back to the desktop size.
 */
export function shooter(options: ShotOptions): (page: Page, name: string) => Promise<void> {
  const { prefix, axe = {}, waitForSnackbars = false } = options;
  const check = async (page: Page) => {
    if (axe) expect(await seriousViolations(page, axe)).toEqual([]);
  };
  return async (page, name) => {
    if (waitForSnackbars) await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
    await page.screenshot({ path: `${SHOTS}${prefix}-${name}-1280.png`, fullPage: true });
    await check(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await settled(page);
    await page.screenshot({ path: `${SHOTS}${prefix}-${name}-390.png`, fullPage: true });
    await check(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await settled(page);
  };
}

export interface ConsoleErrorOptions {
  /**
   * Keep Chromium's "Failed to load resource" line, which it logs for every non-2xx answer. Left
   * out by default: a refused login or a 403 data room is often what a spec expects.
   */
  keepFailedLoads?: boolean;
}

/** Console errors and uncaught exceptions of the page (a CSP refusal, a React warning, a failed chunk). */
export function collectConsoleErrors(page: Page, options: ConsoleErrorOptions = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (!options.keepFailedLoads && message.text().startsWith('Failed to load resource')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Resolves when the page's websocket has received the server's `connected` frame: from then on a
 * committed notification is pushed to it. Call before the page logs in (the listener must be there
 * when the socket opens); a reconnect also counts.
 */
export function socketConnected(page: Page, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no websocket 'connected' frame within ${timeoutMs} ms`)),
      timeoutMs,
    );
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/websocket')) return;
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('"connected"')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}
