import { type Caller, loginAs } from './documents-fixtures.ts';
import { buildTestApp, type TestApp, withDemoData } from './helpers.ts';
import { demoFiduciaryId } from './opportunities-fixtures.ts';

/** The demo users the API tests act as, by the name the tests give them (all share the demo password). */
const DEMO_LOGINS = {
  investor: 'investor@demo.test',
  investorAdmin: 'investor-admin@demo.test',
  viewer: 'viewer@demo.test',
  fidAdmin: 'fid-admin@demo.test',
  kycApprover: 'kyc@demo.test',
  opportunityApprover: 'approver@demo.test',
  dealExecutor: 'deals@demo.test',
  signatory: 'signatory@demo.test',
  fidEditor: 'fid-editor@demo.test',
  fidViewer: 'fid-viewer@demo.test',
  issuer: 'issuer@demo.test',
  provider: 'provider@demo.test',
  providerSuper: 'provider-super@demo.test',
  operator: 'operator@demo.test',
  captableAdmin: 'captable@demo.test',
  captableEditor: 'captable-editor@demo.test',
  captableViewer: 'captable-viewer@demo.test',
  holder: 'holder@demo.test',
} as const;

export type DemoLogin = keyof typeof DEMO_LOGINS;

/** Every demo login, in the order above: the role tables walk them all. */
export const DEMO_LOGIN_NAMES = Object.keys(DEMO_LOGINS) as DemoLogin[];

/** The app, the demo fiduciary's id, and each named demo user as a logged-in caller. */
export type DemoApp<L extends DemoLogin> = { t: TestApp; fid: string } & Record<L, Caller>;

/**
 * The app on the demo data with the named demo users logged in, for a test file's `beforeAll`:
 * `({ t, investor, viewer } = await demoApp('investor', 'viewer'))`. The file closes `t` in `afterAll`;
 * a second tenant, where a file needs one, comes from `otherTenant(t)`.
 */
export function demoApp<const L extends DemoLogin>(...logins: L[]): Promise<DemoApp<L>> {
  return demoAppWith({}, ...logins);
}

/** `demoApp` with config overrides for the app (see `buildTestApp`). */
export async function demoAppWith<const L extends DemoLogin>(
  env: Record<string, string>,
  ...logins: L[]
): Promise<DemoApp<L>> {
  const t = await buildTestApp(env);
  await withDemoData(t);
  const callers: Partial<Record<L, Caller>> = {};
  for (const name of logins) callers[name] = await loginAs(t, DEMO_LOGINS[name]);
  return { t, fid: await demoFiduciaryId(t.db), ...(callers as Record<L, Caller>) };
}

/** A demo app with each caller reduced to its bare access token, for files that send tokens. */
export function tokensOf<L extends DemoLogin>({ t, fid, ...callers }: DemoApp<L>) {
  const tokens = Object.fromEntries(Object.entries<Caller>(callers).map(([name, caller]) => [name, caller.access]));
  return { t, fid, ...(tokens as Record<L, string>) };
}
