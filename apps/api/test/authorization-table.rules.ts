import { type Action, can } from '@dl/domain';

/**
 * The shape of the authorization table's rows and the rule that turns a row into the expected
 * answer for one caller and one kind of id. The rows themselves are data (authorization-table.*.data.ts).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may succeed: an action of the permission map (the caller's role must allow it), any of several
 * actions, `member` (any member of the tenant), `signed-in` (any authenticated caller), or `public`
 * (no authentication: only the anonymous call is made, its answer must not be 401/403 nor 5xx).
 */
type Who = Action | readonly Action[] | 'member' | 'signed-in' | 'public';

export interface Row {
  /** Method and path template of the OpenAPI document, without the `/api/v1` prefix. */
  op: `${Method} ${string}`;
  who: Who;
  /** Kind of object each path parameter names (default: the parameter's own name); `fidId` is the tenant. */
  ids?: Record<string, string>;
  /**
   * Whose objects the route serves: `investor` (the calling entity's own: another entity's ids answer
   * 404), `company` (the caller's company in the issuer portal or cap table: another company's answer 404),
   * `someoneElse` (the ids are of a user none of the callers is: every caller gets 404), `nda` (served to
   * an investor once its entity's NDA for the opportunity is executed: Avery's is, Harbor's is not, so the
   * investor admin and the viewer are refused, 403 or 404; the fund's staff read it). Without it the
   * route serves the whole tenant to those allowed.
   */
  owner?: 'investor' | 'company' | 'someoneElse' | 'nda';
  /** Query string; a value `:kind` is replaced by that kind's id of the call's variant. */
  query?: Record<string, string>;
  /** Body (JSON); string values `:kind` are replaced like the query's. */
  body?: unknown;
  /** A POST that only reads (a preview, a verification): an allowed caller's success is asserted. */
  reads?: true;
  /** What an allowed read answers with the demo data when not 2xx (an object the demo lacks), with why. */
  allowed?: { status: number; why: string };
  /** The status this route refuses with instead of 403/404 (its own documented rule), with why. */
  refusedWith?: { status: number; why: string };
  /** An authorization hole found and not fixed here: the row is expected to fail, naming the issue point. */
  known?: string;
}

export type Variant = 'own' | 'otherUser' | 'otherTenant' | 'otherFid';

/**
 * What a call must answer: `ok` 2xx; `refuse` 403 (or the 404 of a hidden object); `hide` 404; `anon`
 * 401; `notAuth` anything but a 5xx (a public route). Besides, a body the operation's schema refuses
 * answers 400 before any guard runs, to anyone: it reveals nothing, so 400 (and 409/422, refusals of
 * the state an object is in) count as refusals, never as success.
 */
export type Expect = 'ok' | 'refuse' | 'hide' | 'anon' | 'notAuth';

export interface CallerInfo {
  name: string;
  role: string | null;
  /** Member of the demo tenant (provider staff are members of the provider's home only). */
  member: boolean;
  provider: boolean;
  ownsAvery: boolean;
  /** Acts as an investor (its token is switched to an investor role for an entity). */
  investor: boolean;
}

export const methodOf = (row: Row) => row.op.split(' ')[0] as Method;
export const pathOf = (row: Row) => row.op.slice(row.op.indexOf(' ') + 1);
const mutates = (row: Row) => methodOf(row) !== 'GET' && !row.reads;

function allows(who: Who, caller: CallerInfo): boolean {
  if (who === 'public' || who === 'signed-in') return true;
  if (who === 'member') return caller.member;
  const actions: readonly Action[] = typeof who === 'string' ? [who] : who;
  return actions.some((a) => can(caller.role, a));
}

/**
 * The expected answer (null: the call is not made). The codebase's rule: no token 401; a tenant the
 * caller is not a member of 404; a provider route for a non-provider 403; a role without the action
 * 403 (a route may hide instead: 404 is accepted); an allowed caller gets 404 for another tenant's,
 * another company's or (investor routes) another entity's ids; mutating calls of allowed callers on
 * their own objects are not made (see the test's header).
 */
export function expected(row: Row, caller: CallerInfo | null, variant: Variant): Expect | null {
  const path = pathOf(row);
  if (!caller) return row.who === 'public' ? 'notAuth' : 'anon';
  if (row.who === 'public') return null;
  const tenantRoute = path.startsWith('/fid/{fidId}');
  if (variant === 'otherFid') return 'hide';
  if (tenantRoute && !caller.member) return 'hide';
  if (path.startsWith('/admin/') && !caller.provider) return 'refuse';
  if (!allows(row.who, caller)) return 'refuse';
  if (variant === 'otherTenant' || variant === 'otherUser') return 'hide';
  if (row.owner === 'someoneElse') return 'hide';
  if (caller.investor && !caller.ownsAvery && row.owner === 'investor') return 'hide';
  if (caller.investor && !caller.ownsAvery && row.owner === 'nda') return 'refuse';
  return mutates(row) ? null : 'ok';
}

/** Whether a status meets the expectation; `allowedStatus` is the row's documented non-2xx for an allowed read. */
export function meets(expect: Expect, status: number, row: Pick<Row, 'allowed' | 'refusedWith'>): boolean {
  if (status >= 500) return false;
  const allowedStatus = row.allowed?.status;
  if (row.refusedWith && (expect === 'hide' || expect === 'refuse') && status === row.refusedWith.status) return true;
  switch (expect) {
    case 'ok':
      return allowedStatus ? status === allowedStatus : status >= 200 && status < 300;
    case 'anon':
      return status === 401 || status === 400;
    case 'notAuth':
      return true;
    case 'hide':
      return status === 404 || status === 400 || status === 409 || status === 422;
    case 'refuse':
      return status === 403 || status === 404 || status === 400 || status === 409 || status === 422;
  }
}
