// @vitest-environment node
import { ISSUER_ROLES, PORTALS } from '@dl/domain';
import { describe, expect, it } from 'vitest';
import { navItemsFor } from '#web/app/layouts/nav-items.ts';
import { issuerRoutes } from '#web/app/routes/issuer-routes.ts';
import { metaOf } from '#web/app/routes/route-meta.ts';
import { decodeAccessClaims } from '#web/lib/jwt.ts';
import { decideRouteAccess } from '#web/lib/route-access.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { ISSUER_NAV } from './issuer-nav.ts';

const I = ISSUER_ROLES;
const ALL = ['Home', 'Opportunities', 'Company', 'Documents', 'NDAs', 'Questions', 'Cap Table'];
/** Everything but the NDA countersign screen, which opens to the company's signatories only. */
const NO_NDAS = ALL.filter((label) => label !== 'NDAs');
const EVERY_ISSUER_ROLE = Object.values(I);
const WRITERS = [I.ISSUER_SUPERADMIN, I.ISSUER_ADMIN, I.ISSUER_EDITOR];
const SIGNATORIES = [I.ISSUER_SUPERADMIN, I.ISSUER_ADMIN, I.ISSUER_AUTHORIZED_SIGNATORY];

/** ADR 0030, written out: every issuer role reads the whole portal; NDAs are for the signatories. */
const EXPECTED: Record<string, string[]> = {
  [I.ISSUER_SUPERADMIN]: ALL,
  [I.ISSUER_ADMIN]: ALL,
  [I.ISSUER_EDITOR]: NO_NDAS,
  [I.ISSUER_OPPORTUNITY_APPROVER]: NO_NDAS,
  [I.ISSUER_AUTHORIZED_SIGNATORY]: ALL,
  [I.ISSUER_VIEWER]: NO_NDAS,
};

/** Every screen of the table with the issuer roles that may open it: drafts are written by the editors. */
const SCREENS: Record<string, string[]> = {
  '': EVERY_ISSUER_ROLE,
  opportunities: EVERY_ISSUER_ROLE,
  'opportunities/new': WRITERS,
  'opportunities/:id': EVERY_ISSUER_ROLE,
  'opportunities/:id/edit': WRITERS,
  company: EVERY_ISSUER_ROLE,
  documents: EVERY_ISSUER_ROLE,
  ndas: SIGNATORIES,
  questions: EVERY_ISSUER_ROLE,
  captable: EVERY_ISSUER_ROLE,
};

function stateOf(role: string) {
  const s = session(
    {
      permissions: [
        {
          fiduciary: { id: FID_ID, name: 'Harbor' },
          roles: [role],
          entities: [],
          investor_admin_entities: [],
          viewer_entities: [],
        },
      ],
    },
    { current_role: role, current_fiduciary_id: FID_ID },
  );
  return { session: s, claims: decodeAccessClaims(s.access), isAuthenticated: true };
}

const navOf = (role: string) => navItemsFor(PORTALS.ISSUER, ISSUER_NAV, stateOf(role)).map((item) => item.label);

function opens(role: string, path: string): boolean {
  const def = issuerRoutes.find((d) => (path === '' ? d.index : d.path === path));
  if (!def) throw new Error(`No route ${path}`);
  return decideRouteAccess(metaOf(def, []).access, PORTALS.ISSUER, stateOf(role)) === 'allow';
}

describe('issuer navigation by role (ADR 0030)', () => {
  it('covers every issuer role', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.values(I).sort());
  });

  it.each(Object.entries(EXPECTED))('%s sees %j', (role, labels) => {
    expect(navOf(role)).toEqual(labels);
  });

  it.each(Object.entries(SCREENS))('/issuers/%s opens to exactly %j', (path, roles) => {
    const candidates = [...Object.values(I), 'fiduciary_superadmin', 'fiduciary_admin', 'trellis_admin'];
    expect(candidates.filter((role) => opens(role, path))).toEqual(roles);
  });

  it('shows a role of another portal none of the issuer screens', () => {
    const nav = navOf('fiduciary_superadmin');
    for (const label of ['Home', 'Opportunities', 'Company']) expect(nav).not.toContain(label);
  });
});
