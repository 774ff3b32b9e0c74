import { randomUUID } from 'node:crypto';
import { ISSUER_ROLES } from '@dl/domain';
import type { InvestmentStatus, NdaStatus } from '@dl/domain';
import { createDocument, createOpportunity, PASSWORD } from '#api/modules/ceremony/testing/fixtures.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { hashPassword } from '#api/platform/passwords.ts';
import { makeNdaPdf } from '#api/platform/signing/testing/sample-pdfs.ts';
import { bearer, login } from './helpers.ts';
import { type SigningApp, signingApp } from './signing-app.ts';

/**
 * The issuer portal's interest, NDA and answer tests (issue 16 points 5-7): the signing world (its
 * issuer "Helio Grid Energy", another company of the tenant, an investor entity and fiduciary staff)
 * with a user per issuer role of the company, an opportunity with its NDA document and two data-room
 * documents, and a second tenant with an issuer administrator of its own.
 */

export const ROLE_USERS = {
  superadmin: ISSUER_ROLES.ISSUER_SUPERADMIN,
  admin: ISSUER_ROLES.ISSUER_ADMIN,
  editor: ISSUER_ROLES.ISSUER_EDITOR,
  approver: ISSUER_ROLES.ISSUER_OPPORTUNITY_APPROVER,
  signatory: ISSUER_ROLES.ISSUER_AUTHORIZED_SIGNATORY,
  viewer: ISSUER_ROLES.ISSUER_VIEWER,
} as const;
export type IssuerRoleKey = keyof typeof ROLE_USERS;

export type Headers = { authorization: string };

export interface IssuerWorld extends SigningApp {
  opp: string;
  ndaDocumentId: string;
  /** The NDA template's stored file (stands for an investor-signed copy where a test needs one). */
  ndaFileId: string;
  dataRoom: string[];
  /** Issuer members of the world's company by role, and everyone else the tests call as. */
  as: Record<IssuerRoleKey | 'investor' | 'investorViewer' | 'otherIssuer' | 'fidAdmin' | 'outsider', Headers>;
  userIds: Record<IssuerRoleKey, string>;
  /** An issuer administrator of another tenant, with the id of that tenant. */
  foreign: { fid: string; headers: Headers };
}

async function newUser(t: SigningApp['t'], first: string, last: string) {
  const email = `${first.toLowerCase()}-${randomUUID().slice(0, 8)}@issuer.test`;
  const row = await t.db
    .insertInto('app_user')
    .values({
      email,
      password_hash: await hashPassword(PASSWORD),
      first_name: first,
      last_name: last,
      trellis_uid: `USR-${randomUUID().slice(0, 13)}`,
      profile_details: JSON.stringify({}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

async function headersOf(t: SigningApp['t'], email: string): Promise<Headers> {
  return bearer((await login(t, email, PASSWORD)).access);
}

export async function issuerWorld(): Promise<IssuerWorld> {
  const app = await signingApp();
  const { t, w } = app;
  const opp = await createOpportunity(t.db, w);
  const pdf = await makeNdaPdf();
  const nda = await createDocument(t.db, w, { opportunityId: opp, docClass: 'NDA', pdf });
  const dataRoom = [];
  for (const name of ['Financials.pdf', 'Site plan.pdf']) {
    const doc = await createDocument(t.db, w, { opportunityId: opp, docClass: 'DATA_ROOM', pdf, name });
    dataRoom.push(doc.documentId);
  }
  const userIds: Partial<Record<IssuerRoleKey, string>> = {};
  const as: Partial<IssuerWorld['as']> = {};
  for (const [key, role] of Object.entries(ROLE_USERS) as [IssuerRoleKey, string][]) {
    const u = await newUser(t, key, 'Member');
    await t.db
      .insertInto('membership')
      .values({ fiduciary_id: w.fiduciaryId, user_id: u.id, role, issuer_id: w.issuerId })
      .execute();
    userIds[key] = u.id;
    as[key] = await headersOf(t, u.email);
  }
  as.investor = bearer(app.tokens.investor);
  as.investorViewer = bearer(app.tokens.viewer);
  as.otherIssuer = bearer(app.tokens.otherIssuerAdmin);
  as.fidAdmin = bearer(app.tokens.fidAdmin);
  as.outsider = bearer(app.tokens.outsider);

  const elsewhere = await t.db
    .insertInto('fiduciary')
    .values({ slug: `else-${randomUUID().slice(0, 8)}`, name: 'Elsewhere', mpid: null, branding: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const foreignIssuer = await t.db
    .insertInto('issuer')
    .values({ fiduciary_id: elsewhere.id, name: 'Foreign Co', details: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const foreignUser = await newUser(t, 'foreign', 'Admin');
  await t.db
    .insertInto('membership')
    .values({ fiduciary_id: elsewhere.id, user_id: foreignUser.id, role: 'issuer_admin', issuer_id: foreignIssuer.id })
    .execute();
  return {
    ...app,
    opp,
    ndaDocumentId: nda.documentId,
    ndaFileId: nda.fileId,
    dataRoom,
    as: as as IssuerWorld['as'],
    userIds: userIds as Record<IssuerRoleKey, string>,
    foreign: { fid: elsewhere.id, headers: await headersOf(t, foreignUser.email) },
  };
}

/** Another investing entity of the tenant. */
export async function addEntity(world: IssuerWorld, name: string): Promise<string> {
  const row = await world.t.db
    .insertInto('investing_entity')
    .values({ fiduciary_id: world.fid, name, type: 'ENTITY', trellis_uid: `ENT-${randomUUID().slice(0, 13)}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An audit event as the API writes it (on the tenant's chain). */
export async function auditAs(
  world: IssuerWorld,
  e: { kind: string; subject: string; userId: string; entityId: string; data?: Record<string, unknown> },
) {
  await world.t.db.transaction().execute((trx) =>
    recordAudit(trx, {
      fiduciary_id: world.fid,
      actor_user_id: e.userId,
      kind: e.kind,
      subject: e.subject,
      data: { entity_id: e.entityId, ...e.data },
    }),
  );
}

export async function addNda(
  world: IssuerWorld,
  entityId: string,
  status: NdaStatus,
  dates: { signed_on?: string; countersigned_on?: string; signed_file_id?: string } = {},
  opportunityId = world.opp,
) {
  const row = await world.t.db
    .insertInto('nda')
    .values({
      fiduciary_id: world.fid,
      opportunity_id: opportunityId,
      entity_id: entityId,
      user_id: world.w.users.investor.id,
      document_id: world.ndaDocumentId,
      status,
      pre_form_response: '{}',
      ...dates,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addInvestment(
  world: IssuerWorld,
  entityId: string,
  status: InvestmentStatus,
  amount: string,
  extra: { opportunityId?: string; deal_signed_date?: string } = {},
) {
  await world.t.db
    .insertInto('investment')
    .values({
      fiduciary_id: world.fid,
      opportunity_id: extra.opportunityId ?? world.opp,
      entity_id: entityId,
      user_id: world.w.users.investor.id,
      status,
      amount,
      pre_form_response: '{}',
      deal_signed_date: extra.deal_signed_date ?? null,
    })
    .execute();
}

/** A new investor (acting member) of a new entity of the tenant, logged in. */
export async function addInvestor(world: IssuerWorld, name: string) {
  const entityId = await addEntity(world, name);
  const user = await newUser(world.t, name.split(' ')[0] as string, 'Investor');
  await world.t.db
    .insertInto('membership')
    .values({ fiduciary_id: world.fid, user_id: user.id, role: 'fiduciary_investor', entity_id: entityId })
    .execute();
  return { entityId, userId: user.id, headers: await headersOf(world.t, user.email) };
}
