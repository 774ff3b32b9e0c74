import { ISSUER_ROLES } from '@dl/domain';
import { type Caller, loginAs } from './documents-fixtures.ts';
import { createFiduciary, createUser } from './factories.ts';
import type { TestApp } from './helpers.ts';

/** Set-up of the issuer portal tests (ADR 0030): one member per issuer role of a company, images, bodies. */

const I = ISSUER_ROLES;

/** ADR 0030's columns, by short names. */
const ISSUER_ROLE_OF = {
  SA: I.ISSUER_SUPERADMIN,
  AD: I.ISSUER_ADMIN,
  ED: I.ISSUER_EDITOR,
  OA: I.ISSUER_OPPORTUNITY_APPROVER,
  SIG: I.ISSUER_AUTHORIZED_SIGNATORY,
  VW: I.ISSUER_VIEWER,
} as const;
export type IssuerRoleKey = keyof typeof ISSUER_ROLE_OF;
export const ISSUER_ROLE_KEYS = Object.keys(ISSUER_ROLE_OF) as IssuerRoleKey[];

export interface Member extends Caller {
  userId: string;
}

/** A user holding `role` in the company `issuerId` of the tenant, logged in. */
export async function issuerMember(t: TestApp, fid: string, issuerId: string, role: string): Promise<Member> {
  const user = await createUser(t.db, { memberships: [] });
  await t.db
    .insertInto('membership')
    .values({ fiduciary_id: fid, user_id: user.id, role, issuer_id: issuerId })
    .execute();
  return { ...(await loginAs(t, user.email)), userId: user.id };
}

/** One member per issuer role of the company. */
export async function membersByRole(t: TestApp, fid: string, issuerId: string): Promise<Record<IssuerRoleKey, Member>> {
  const members = {} as Record<IssuerRoleKey, Member>;
  for (const key of ISSUER_ROLE_KEYS) members[key] = await issuerMember(t, fid, issuerId, ISSUER_ROLE_OF[key]);
  return members;
}

export async function issuerIdOf(t: TestApp, name: string): Promise<string> {
  const row = await t.db.selectFrom('issuer').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

/** A new company of the tenant (no opportunities), optionally requiring its own approval. */
export async function newCompany(t: TestApp, fid: string, name: string, requiresInternalApproval = false) {
  const row = await t.db
    .insertInto('issuer')
    .values({
      fiduciary_id: fid,
      name,
      market: 'Industrials',
      stage: 'Seed',
      details: '{}',
      requires_internal_approval: requiresInternalApproval,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A second tenant with a company and its issuer admin. */
export async function otherTenantCompany(t: TestApp) {
  const fid = await createFiduciary(t.db);
  const issuerId = await newCompany(t, fid.id, 'Elsewhere Inc.');
  const admin = await issuerMember(t, fid.id, issuerId, I.ISSUER_ADMIN);
  return { fid: fid.id, issuerId, admin };
}

/** A 1 x 1 PNG. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c50000000049454e44ae426082',
  'hex',
);

export function multipart(fileName: string, content: Buffer) {
  const boundary = '----dlissuer';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/** A complete, valid opportunity body (spec 5) for the company. */
export function draftBody(issuerId: string, overrides: Record<string, unknown> = {}) {
  return {
    issuer_id: issuerId,
    name: 'Robot Fleet Round',
    short_desc: 'Fleet expansion in the Midwest',
    opportunity_type: 'PRIMARY',
    type: 'GENERAL',
    market: 'Industrials',
    common_sector: ['Automation', 'Logistics'],
    common_industry: ['Industrial Machinery'],
    stage: 'Series B',
    size: '2500000.00',
    minimum: '25000.00',
    pre: '10000000',
    post: '12500000',
    start_date: '2027-03-01',
    end_date: '2027-06-30',
    ticker: 'NWR',
    logo: null,
    security_terms: { type: 2, conversionRatio: 1, antiDilutionProtection: 'Y' },
    highlights: ['Revenue up 140% year on year'],
    ...overrides,
  };
}

/** A complete, valid company body (spec 3, 5). */
export function companyBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Northwind Robotics',
    stage: 'Series B',
    market: 'Industrials',
    structure: 'Corporation',
    yearFounded: '2019',
    sector: 'Automation',
    industry: 'Industrial Machinery',
    naics: '333922',
    isin: 'US0378331005',
    headquarters: 'Pittsburgh, PA',
    employees: '120',
    address: {
      line1: '100 Main Street',
      line2: null,
      line3: null,
      country: 'us',
      province: 'PA',
      city: 'Pittsburgh',
      postal: '15201',
    },
    logo: null,
    logo_small: null,
    background_image: null,
    ...overrides,
  };
}
