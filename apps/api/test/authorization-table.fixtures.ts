import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { FORM_IDS } from '@dl/domain';
import type { Db } from '#api/db/database.ts';
import type { DemoApp, DemoLogin } from './demo-callers.ts';
import { type Caller, loginAs, otherTenant } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

/**
 * The objects the authorization table points at, by kind: one the caller's side owns (the demo
 * investor Avery's, the demo company Northwind's, or simply the tenant's), one of another user or
 * company of the same tenant (Linden Park's investment, Helio Grid's opportunity...), and one of a
 * second tenant seeded with the same kinds of objects (copies of the demo rows moved to it).
 */
interface Ids {
  own: string;
  /** Another user's or company's object in the same tenant (rows with an `owner`). */
  otherUser?: string;
  otherTenant: string;
}

export type World = {
  fid: string;
  otherFid: string;
  /** The demo investor's entity: investor-side "own" objects are this entity's. */
  averyEntity: string;
  kinds: Record<string, Ids>;
  callers: Record<DemoLogin, Caller & { role: string }>;
};

const byName = async (db: Db, table: 'opportunity' | 'issuer' | 'investing_entity', name: string) =>
  (await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

const userId = async (db: Db, email: string) =>
  (await db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/**
 * A copy of one row in another tenant: every stored column, with `id` fresh and the given columns
 * replaced (the tenant, and the references that must point at the other tenant's rows).
 */
async function copyRow(
  db: Db,
  table: string,
  id: string,
  set: Record<string, string | Buffer | null>,
): Promise<string> {
  const columns = await sql<{ column_name: string; data_type: string }>`
    SELECT column_name, data_type FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER'
      AND identity_generation IS NULL`.execute(db);
  const names = columns.rows.map((c) => c.column_name);
  const values = columns.rows.map((c) => {
    if (c.column_name === 'id') return c.data_type === 'uuid' ? sql`gen_random_uuid()` : sql.lit(randomUUID());
    if (c.column_name in set) return sql`${set[c.column_name]}`;
    return sql.ref(c.column_name);
  });
  const row = await sql<{ id: string }>`
    INSERT INTO ${sql.table(table)} (${sql.join(names.map((n) => sql.ref(n)))})
    SELECT ${sql.join(values)} FROM ${sql.table(table)} WHERE id = ${id} RETURNING id`.execute(db);
  const copied = row.rows[0];
  if (!copied) throw new Error(`no ${table} row ${id} to copy`);
  return copied.id;
}

/** The id of a row the table points at; the demo data must hold one (a changed seed fails here, by name). */
async function first(db: Db, table: string, where: string, value: string): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM ${sql.table(table)} WHERE ${sql.ref(where)} = ${value} ORDER BY id LIMIT 1`.execute(db);
  if (!rows[0]) throw new Error(`the demo data has no ${table} with ${where} = ${value}`);
  return rows[0].id;
}

/** Session (refresh-token family) of a user, after a login: whose sessions another user must not end. */
const sessionOf = async (db: Db, uid: string) =>
  (
    await db
      .selectFrom('refresh_token')
      .select('family_id')
      .where('user_id', '=', uid)
      .orderBy('created_on', 'desc')
      .executeTakeFirstOrThrow()
  ).family_id;

export async function buildWorld(demo: DemoApp<DemoLogin>): Promise<World> {
  const { t, fid } = demo;
  const db = t.db;
  const other = await otherTenant(t);
  const o = other.fid;
  const otherUserId = await userId(db, await emailOfEntity(t, other.caller.entityId as string));
  const otherIssuer = await first(db, 'issuer', 'fiduciary_id', o);
  const avery = await byName(db, 'investing_entity', 'Avery Investor');
  const linden = await byName(db, 'investing_entity', 'Linden Park Capital LP');
  const lindenUser = await userId(db, 'linden@demo.test');
  const northwind = await byName(db, 'issuer', 'Northwind Robotics');
  const helio = await byName(db, 'issuer', 'Helio Grid Energy');
  const seriesA = await byName(db, 'opportunity', 'Northwind Series A');
  const helioStorage = await byName(db, 'opportunity', 'Helio Grid Storage SPV');
  const helioNotes = await byName(db, 'opportunity', 'Helio Grid Project Notes');
  const otherOpp = other.opportunityId;
  const moved = { fiduciary_id: o, opportunity_id: otherOpp, entity_id: other.caller.entityId, user_id: otherUserId };

  // Avery's executed Northwind Series A investment (payments, capital calls); Linden's signed Cobalt deal.
  const averyInvestment = await first(db, 'investment', 'opportunity_id', seriesA);
  const executedWithPayments = (
    await db.selectFrom('payment').select('investment_id').where('fiduciary_id', '=', fid).executeTakeFirstOrThrow()
  ).investment_id;
  const lindenInvestment = await first(db, 'investment', 'entity_id', linden);
  const otherInvestment = await copyRow(db, 'investment', averyInvestment, moved);
  const payment = await first(db, 'payment', 'investment_id', executedWithPayments);
  // A capital call's payment is unique per call: the copy answers no call.
  const otherPayment = await copyRow(db, 'payment', payment, {
    fiduciary_id: o,
    investment_id: otherInvestment,
    capital_call_id: null,
  });
  const nda = await first(db, 'nda', 'entity_id', avery);
  const lindenNda = await first(db, 'nda', 'entity_id', linden);
  const otherNda = await copyRow(db, 'nda', nda, { ...moved, document_id: other.documentId });
  const meeting = await first(db, 'meeting_request', 'entity_id', avery);
  const otherMeeting = await copyRow(db, 'meeting_request', meeting, { ...moved, requested_by: otherUserId });
  const serviceRequest = await first(db, 'service_request', 'entity_id', avery);
  const otherRequest = await copyRow(db, 'service_request', serviceRequest, {
    fiduciary_id: o,
    entity_id: other.caller.entityId,
    requested_by: otherUserId,
  });
  const qna = await first(db, 'qna_item', 'entity_id', avery);
  const otherQna = await copyRow(db, 'qna_item', qna, { ...moved, requestor_id: otherUserId, user_id: otherUserId });
  const event = await first(db, 'event', 'fiduciary_id', fid);
  const otherEvent = await copyRow(db, 'event', event, { fiduciary_id: o, opportunity_id: null, created_by: null });
  const resource = await first(db, 'resource', 'kind', 'DOCUMENT');
  const otherResource = await copyRow(db, 'resource', resource, {
    fiduciary_id: o,
    file_id: other.fileId,
    created_by: null,
  });
  const invitation = await first(db, 'invitation', 'fiduciary_id', fid);
  const otherInvitation = await copyRow(db, 'invitation', invitation, {
    fiduciary_id: o,
    email: `moved-${randomUUID().slice(0, 8)}@example.com`,
    code_hash: randomBytes(32),
    created_by: null,
    user_id: null,
    entity_id: null,
  });
  const call = await first(db, 'capital_call', 'fiduciary_id', fid);
  const otherCall = await copyRow(db, 'capital_call', call, { fiduciary_id: o, investment_id: otherInvestment });
  const dataRoomDoc = await db
    .selectFrom('document')
    .select(['id', 'file_id'])
    .where('opportunity_id', '=', seriesA)
    .where('doc_class', '=', 'DATA_ROOM')
    .executeTakeFirstOrThrow();
  const helioDoc = await db
    .selectFrom('document as d')
    .innerJoin('opportunity as op', 'op.id', 'd.opportunity_id')
    .select(['d.id', 'd.file_id'])
    .where('op.issuer_id', '=', helio)
    .executeTakeFirstOrThrow();
  await loginAs(t, 'linden@demo.test');

  const callers = {} as World['callers'];
  for (const [name, caller] of Object.entries(demo)) {
    if (name === 't' || name === 'fid') continue;
    const c = caller as Caller;
    const claims = JSON.parse(Buffer.from(c.access.split('.')[1] as string, 'base64url').toString()) as {
      current_role: string;
    };
    callers[name as DemoLogin] = { ...c, role: claims.current_role };
  }
  const kinds: Record<string, Ids> = {
    opportunity: { own: seriesA, otherTenant: otherOpp },
    companyOpportunity: {
      own: seriesA,
      otherUser: await byName(db, 'opportunity', 'Helio Grid Seed'),
      otherTenant: otherOpp,
    },
    issuerOpportunity: {
      own: await byName(db, 'opportunity', 'Northwind Fleet Leasing Notes'),
      otherUser: await byName(db, 'opportunity', 'Lumen Ledger Angel Round'),
      otherTenant: otherOpp,
    },
    pendingOpportunity: {
      own: await byName(db, 'opportunity', 'Northwind Series B'),
      otherUser: await byName(db, 'opportunity', 'Helio Grid Bridge'),
      otherTenant: otherOpp,
    },
    issuer: { own: northwind, otherUser: helio, otherTenant: otherIssuer },
    entity: { own: avery, otherUser: linden, otherTenant: other.caller.entityId as string },
    investment: { own: averyInvestment, otherUser: lindenInvestment, otherTenant: otherInvestment },
    paidInvestment: { own: executedWithPayments, otherUser: lindenInvestment, otherTenant: otherInvestment },
    payment: { own: payment, otherTenant: otherPayment },
    nda: { own: nda, otherUser: lindenNda, otherTenant: otherNda },
    meeting: {
      own: meeting,
      otherUser: await copyRow(db, 'meeting_request', meeting, { entity_id: linden, requested_by: lindenUser }),
      otherTenant: otherMeeting,
    },
    acceptedMeeting: { own: await first(db, 'meeting_request', 'status', 'ACCEPTED'), otherTenant: otherMeeting },
    signedInvestment: { own: await first(db, 'investment', 'status', 'DEAL_APPROVED'), otherTenant: otherInvestment },
    signedNda: { own: await first(db, 'nda', 'status', 'NDA_SIGNED'), otherTenant: otherNda },
    serviceRequest: {
      own: serviceRequest,
      otherUser: await copyRow(db, 'service_request', serviceRequest, { entity_id: linden, requested_by: lindenUser }),
      otherTenant: otherRequest,
    },
    qna: { own: qna, otherTenant: otherQna },
    event: { own: event, otherTenant: otherEvent },
    resource: { own: resource, otherTenant: otherResource },
    invitation: { own: invitation, otherTenant: otherInvitation },
    capitalCall: { own: call, otherTenant: otherCall },
    document: { own: dataRoomDoc.id, otherTenant: other.documentId },
    companyDocument: { own: dataRoomDoc.id, otherUser: helioDoc.id, otherTenant: other.documentId },
    file: { own: dataRoomDoc.file_id, otherTenant: other.fileId },
    // Linden, no demo caller: a provider route that wrongly let a refused caller disable or change the user
    // must not take a caller of the later calls down with it.
    user: { own: lindenUser, otherTenant: otherUserId },
    // Linden's session: no demo caller's (a wrong answer must not end a caller used later).
    session: { own: await sessionOf(db, lindenUser), otherTenant: await sessionOf(db, otherUserId) },
    tenant: { own: fid, otherTenant: o },
    membership: {
      own: (await db.selectFrom('membership').select('id').where('user_id', '=', lindenUser).executeTakeFirstOrThrow())
        .id,
      otherTenant: (
        await db.selectFrom('membership').select('id').where('user_id', '=', otherUserId).executeTakeFirstOrThrow()
      ).id,
    },
    host: { own: 'localhost', otherTenant: `other-${o.slice(0, 8)}.test` },
    companyNda: { own: await ndaOn(db, seriesA), otherUser: await ndaOn(db, helioStorage), otherTenant: otherNda },
    companyQna: { own: await qnaOn(db, seriesA), otherUser: await qnaOn(db, helioNotes), otherTenant: otherQna },
    paidOpportunity: {
      own: await opportunityOf(db, executedWithPayments),
      otherUser: await opportunityOf(db, lindenInvestment),
      otherTenant: otherOpp,
    },
    // Kinds of which the demo has no row: an id no row has, in the tenant and out of it.
    ...absent('certificate', 'opportunityCall', 'proposal', 'sentDocument', 'documentVersion', 'signingSession'),
    ...absent('job', 'requestId'),
    systemNotice: same(await first(db, 'system_notification', 'kind', 'Maintenance')),
    dataEntity: same('countries'),
    form: same(FORM_IDS.BANK_DETAILS),
    jobKind: same('seal'),
    stakeholderId: same('SH-1'),
    termsId: same((await db.selectFrom('cap_terms').select('terms_id').executeTakeFirstOrThrow()).terms_id),
    classId: same('CLS-1'),
    planId: same('PLN-1'),
    securityId: same('CS-1'),
    table: same('securities'),
  };
  kinds.entityId = kinds.entity as Ids;
  kinds.issuerId = kinds.issuer as Ids;
  return { fid, otherFid: o, averyEntity: avery, kinds, callers };
}

/** Same id in every variant: objects of no tenant (reference data) or named only within a company's cap table. */
const same = (id: string): Ids => ({ own: id, otherTenant: id });

function absent(...kinds: string[]): Record<string, Ids> {
  return Object.fromEntries(kinds.map((k) => [k, { own: randomUUID(), otherTenant: randomUUID() }]));
}

const ndaOn = async (db: Db, opportunityId: string) => first(db, 'nda', 'opportunity_id', opportunityId);
const qnaOn = async (db: Db, opportunityId: string) => first(db, 'qna_item', 'opportunity_id', opportunityId);
const opportunityOf = async (db: Db, investmentId: string) =>
  (await db.selectFrom('investment').select('opportunity_id').where('id', '=', investmentId).executeTakeFirstOrThrow())
    .opportunity_id;

async function emailOfEntity(t: TestApp, entityId: string): Promise<string> {
  const row = await t.db
    .selectFrom('membership as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select('u.email')
    .where('m.entity_id', '=', entityId)
    .executeTakeFirstOrThrow();
  return row.email;
}
