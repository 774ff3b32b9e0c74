import { listCapTablesRoute } from '@dl/contracts';
import axe from 'axe-core';
import type { CapTablePermissions } from '@dl/contracts';
import { on } from '#web/test/mock-api.ts';
import { capTableRow } from './test-data.ts';

/** The cap-table list answered with one cap table whose caller has `permissions`. */
export function capTablesMock(permissions: CapTablePermissions) {
  return on(listCapTablesRoute, () => ({ results: [capTableRow(permissions)], count: 1 }));
}

/** Serious and critical axe findings; contrast needs real layout, so the browser e2e run checks it. */
export async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
    iframes: false,
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}
