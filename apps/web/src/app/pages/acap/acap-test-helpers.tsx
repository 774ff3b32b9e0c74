import type { CapTable } from '@dl/contracts';
import { listCapTablesRoute } from '@dl/contracts';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { capTableRow, ROLE_OF } from '#web/features/captable/securities/test-data.ts';
import { setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';

export type CapRole = keyof typeof ROLE_OF;

/** The caller's cap tables: one company where they hold `role`. */
export function capTablesAs(role: CapRole, more: CapTable[] = []) {
  return on(listCapTablesRoute, () => ({
    results: [capTableRow({ my_roles: [role], permissions: ROLE_OF[role] }), ...more],
    count: 1 + more.length,
  }));
}

/** Renders one /acap/ screen at `path` for a user whose current role is `role`. */
export function renderAcap(pattern: string, element: ReactElement, path: string, role: string) {
  setSession(session({}, { current_role: role, current_fiduciary_id: FID_ID }));
  return renderRoutes(
    [
      { path: pattern, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path,
  );
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
