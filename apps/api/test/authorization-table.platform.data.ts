import type { Row } from './authorization-table.rules.ts';

/**
 * The authorization table, part 1: sign-in and public routes, the provider portal (/admin), and what
 * every member has (profile, sessions, notifications, reference data). Expected answers come from the
 * `who` of each row (see authorization-table.rules.ts).
 */
const COLOR = '#1f4e79';
const BRANDING = {
  logo_url: 'https://example.com/logo.png',
  logo_small_url: 'https://example.com/logo-small.png',
  show_name: false,
  colors: Object.fromEntries(
    ['primary', 'secondary', 'accent', 'info', 'error', 'success', 'warning'].map((k) => [k, COLOR]),
  ),
  crowdsmart_colors: { background: COLOR, foreground: '#ffffff' },
};
/** A host's sign-in page branding. */
const PAGE_BRANDING = { logo: 'https://example.com/logo.png', help_address: 'help@example.com' };
/** The links and contacts of a tenant's pages, none set (each may be null), and where to ask for help. */
const SETTINGS = {
  ...Object.fromEntries(
    ['issuer', 'digital_locker', 'tenant', 'admin'].flatMap((page) =>
      ['contact', 'privacy_policy', 'terms'].map((link) => [`${page}_${link}`, null]),
    ),
  ),
  help_address: 'help@example.com',
};

export const PLATFORM_ROWS: Row[] = [
  // Sign-in and public routes: no token needed; the anonymous call must not be refused as unauthenticated.
  { op: 'GET /api/health', who: 'public' },
  { op: 'POST /fid/login', who: 'public', body: { username: 'nobody@demo.test', password: 'wrong' } },
  { op: 'POST /admin/fid/login', who: 'public', body: { username: 'nobody@demo.test', password: 'wrong' } },
  { op: 'POST /verify-otp', who: 'public', body: { ticket: 'x', code: '000000' } },
  { op: 'POST /token/refresh', who: 'public', body: { refresh: 'x' } },
  { op: 'POST /fid/logout', who: 'public', body: { refresh: 'x' } },
  { op: 'POST /fid/forgot-password', who: 'public', body: { email: 'nobody@demo.test' } },
  { op: 'POST /fid/reset-password', who: 'public', body: { token: 'x', password: 'Another!2345' } },
  { op: 'POST /fid/set-password', who: 'public', body: { token: 'x', password: 'Another!2345' } },
  { op: 'GET /public/branding', who: 'public' },
  { op: 'GET /public/tearsheets/{id}', who: 'public', ids: { id: 'opportunity' } },
  { op: 'GET /public/fiduciaries/{fidId}/contact', who: 'public' },
  { op: 'GET /public/branding-images/{fileId}', who: 'public', ids: { fileId: 'file' } },
  { op: 'GET /signed-files/{fileId}', who: 'public', ids: { fileId: 'file' } },
  { op: 'POST /acap/sso/exchange', who: 'public', body: { token: 'x' } },
  { op: 'GET /fid/{fidId}/onboard/invitation', who: 'public' },
  { op: 'POST /fid/{fidId}/register', who: 'public' },
  { op: 'POST /fid/{fidId}/register/login', who: 'public' },
  // Any authenticated caller.
  {
    op: 'POST /fid/token-exchange',
    who: 'signed-in',
    body: { fiduciary_id: ':tenant' },
    refusedWith: { status: 401, why: 'switching to a tenant one holds no membership of is refused like a sign-in' },
  },
  { op: 'GET /common/data-entities', who: 'signed-in' },
  { op: 'GET /common/data-entities/{entity}', who: 'signed-in', ids: { entity: 'dataEntity' } },

  // The provider portal: provider staff by action, across every tenant.
  { op: 'GET /admin/system-notifications', who: 'system_notifications.publish' },
  { op: 'POST /admin/system-notifications', who: 'system_notifications.publish' },
  { op: 'PATCH /admin/system-notifications/{id}', who: 'system_notifications.publish', ids: { id: 'systemNotice' } },
  {
    op: 'POST /admin/system-notifications/{id}/withdraw',
    who: 'system_notifications.publish',
    ids: { id: 'systemNotice' },
  },
  { op: 'GET /admin/tenants', who: 'tenants.read' },
  { op: 'POST /admin/tenants', who: 'tenants.manage' },
  { op: 'GET /admin/tenants/{tenantId}', who: 'tenants.read', ids: { tenantId: 'tenant' } },
  { op: 'PATCH /admin/tenants/{tenantId}', who: 'tenants.manage', ids: { tenantId: 'tenant' } },
  { op: 'GET /admin/tenants/{tenantId}/issuers', who: 'users.read', ids: { tenantId: 'tenant' } },
  { op: 'POST /admin/tenants/{tenantId}/hosts', who: 'tenants.manage', ids: { tenantId: 'tenant' } },
  { op: 'DELETE /admin/tenants/{tenantId}/hosts/{host}', who: 'tenants.manage', ids: { tenantId: 'tenant' } },
  { op: 'POST /admin/tenants/{tenantId}/suspend', who: 'tenants.manage', ids: { tenantId: 'tenant' } },
  { op: 'POST /admin/tenants/{tenantId}/reactivate', who: 'tenants.manage', ids: { tenantId: 'tenant' } },
  { op: 'GET /admin/tenants/{tenantId}/branding', who: 'tenants.read', ids: { tenantId: 'tenant' } },
  {
    op: 'PUT /admin/tenants/{tenantId}/branding',
    who: 'branding.manage',
    ids: { tenantId: 'tenant' },
    body: { branding: BRANDING, settings: SETTINGS, public_branding: PAGE_BRANDING },
  },
  { op: 'GET /admin/tenants/{tenantId}/hosts/{host}/branding', who: 'tenants.read', ids: { tenantId: 'tenant' } },
  {
    op: 'PUT /admin/tenants/{tenantId}/hosts/{host}/branding',
    body: PAGE_BRANDING,
    who: 'branding.manage',
    ids: { tenantId: 'tenant' },
  },
  { op: 'POST /admin/tenants/{tenantId}/branding/images', who: 'branding.manage', ids: { tenantId: 'tenant' } },
  { op: 'GET /admin/users', who: 'users.read' },
  { op: 'GET /admin/users/{userId}', who: 'users.read', ids: { userId: 'user' } },
  { op: 'POST /admin/users/{userId}/memberships', who: 'users.manage', ids: { userId: 'user' } },
  {
    op: 'PATCH /admin/users/{userId}/memberships/{membershipId}',
    who: 'users.manage',
    ids: { userId: 'user', membershipId: 'membership' },
  },
  {
    op: 'DELETE /admin/users/{userId}/memberships/{membershipId}',
    who: 'users.manage',
    ids: { userId: 'user', membershipId: 'membership' },
  },
  { op: 'POST /admin/users/{userId}/disable', who: 'users.manage', ids: { userId: 'user' } },
  { op: 'POST /admin/users/{userId}/enable', who: 'users.manage', ids: { userId: 'user' } },
  { op: 'POST /admin/users/{userId}/password-link', who: 'users.manage', ids: { userId: 'user' } },
  { op: 'POST /admin/users/{userId}/reset-otp', who: 'users.manage', ids: { userId: 'user' } },
  { op: 'GET /admin/operations/jobs', who: 'operations.read' },
  { op: 'POST /admin/operations/jobs/{kind}/{id}/retry', who: 'operations.retry', ids: { kind: 'jobKind', id: 'job' } },
  { op: 'GET /admin/operations/outbox', who: 'operations.read' },
  { op: 'GET /admin/operations/audit', who: 'operations.read' },
  { op: 'POST /admin/operations/audit/verify', who: 'operations.read', reads: true },
  { op: 'GET /admin/operations/sizes', who: 'operations.read' },

  // Every member of the tenant: their own profile, sessions, notifications and the tenant's reference data.
  { op: 'GET /fid/{fidId}/accounts/branding', who: 'member' },
  { op: 'GET /fid/{fidId}/accounts/system-notifications', who: 'member' },
  { op: 'GET /fid/{fidId}/profile', who: 'member' },
  { op: 'PATCH /fid/{fidId}/profile', who: 'member' },
  { op: 'POST /fid/{fidId}/profile/password', who: 'member' },
  { op: 'GET /fid/{fidId}/profile/second-factor', who: 'member' },
  { op: 'POST /fid/{fidId}/profile/second-factor/setup', who: 'member' },
  { op: 'POST /fid/{fidId}/profile/second-factor/confirm', body: { code: '123456' }, who: 'member' },
  { op: 'POST /fid/{fidId}/profile/second-factor/disable', who: 'member' },
  { op: 'GET /fid/{fidId}/profile/location-sharing', who: 'member' },
  { op: 'PUT /fid/{fidId}/profile/location-sharing', who: 'member' },
  { op: 'GET /fid/{fidId}/sessions', who: 'member' },
  // Another user's session (Linden's) must answer 404 to every member: a member ends only their own.
  {
    op: 'DELETE /fid/{fidId}/sessions/{sessionId}',
    who: 'member',
    ids: { sessionId: 'session' },
    owner: 'someoneElse',
  },
  { op: 'GET /fid/{fidId}/notifications', who: 'member' },
  { op: 'POST /fid/{fidId}/notifications/read', body: { all: true }, who: 'member' },
  { op: 'POST /fid/{fidId}/websocket/ticket', who: 'member' },
  { op: 'GET /fid/{fidId}/data-entities', who: 'member' },
  { op: 'GET /fid/{fidId}/data-entities/{entity}', who: 'member', ids: { entity: 'dataEntity' } },
  { op: 'GET /fid/{fidId}/entity-selector/{entity}', who: 'member', ids: { entity: 'dataEntity' } },
  { op: 'GET /fid/{fidId}/events', who: 'member' },
  { op: 'GET /fid/{fidId}/events/{id}/ics', who: 'member', ids: { id: 'event' } },
  { op: 'GET /fid/{fidId}/resources', who: 'member' },
  { op: 'GET /fid/{fidId}/resources/{id}/file', who: 'member', ids: { id: 'resource' } },
  { op: 'GET /fid/{fidId}/opportunities/tags', who: 'member' },
  { op: 'GET /fid/{fidId}/forms/{formId}/template', who: 'member', ids: { formId: 'form' } },
  { op: 'GET /fid/{fidId}/sections', who: 'member', query: { form_id: '3' } },
];
