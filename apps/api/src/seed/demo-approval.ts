import type { Trx } from '../db/database.ts';
import type { FileStorage } from '../platform/storage.ts';
import { insertDocuments, planOpportunityDocuments } from './demo-documents.ts';
import { DEMO_ISSUERS, DEMO_SECURITY_TERMS } from './demo-values.ts';

/**
 * Opportunities the issuer sent to the fiduciary for review (issue 15 point 5), waiting in the
 * fund-admin approval queue: Pending Review, approval PENDING, made by the demo issuer user, so that
 * approver@demo.test and fid-admin@demo.test may approve them (four eyes). The first has its NDA,
 * deal document and data room, as investors will see it once published. The last one was also
 * changed by fid-admin@demo.test: only another approver may approve it.
 */
export const DEMO_REVIEW_OPPORTUNITIES = [
  {
    name: 'Northwind Series B',
    shortDesc: 'Scale-up of the robot fleet in the US',
    size: 25_000_000,
    minimum: 50_000,
    documents: true,
    fidAdminEdited: false,
  },
  {
    name: 'Northwind Logistics SPV',
    shortDesc: 'Co-invest in a 3PL automation rollout',
    size: 6_000_000,
    minimum: 20_000,
    documents: false,
    fidAdminEdited: false,
  },
  {
    name: 'Northwind Europe Expansion',
    shortDesc: 'Warehouses in Rotterdam and Lyon',
    size: 9_000_000,
    minimum: 25_000,
    documents: false,
    fidAdminEdited: true,
  },
] as const;

/**
 * Northwind's opportunities still with the company (ADR 0030): a draft, and one its editor sent to
 * the company's own approver (Ready for Review, internal review PENDING), which issuer@demo.test or
 * issuer-approver@demo.test may pass to the fiduciary (four eyes: not its editor).
 */
const DEMO_ISSUER_OPPORTUNITIES = [
  {
    name: 'Northwind Fleet Leasing Notes',
    shortDesc: 'Notes secured on leased robot fleets',
    status: 'Created',
    size: 5_000_000,
    minimum: 10_000,
    editor: 'issuer@demo.test',
  },
  {
    name: 'Northwind Asia Pilot',
    shortDesc: 'Pilot sites in Singapore and Osaka',
    status: 'Ready for Review',
    size: 3_500_000,
    minimum: 15_000,
    editor: 'issuer-editor@demo.test',
  },
] as const;

/** Companies whose opportunities go to their own approver first (the demo's Ready for Review ones). */
const DEMO_INTERNAL_APPROVAL_ISSUERS = ['Northwind Robotics', 'Cobalt Health Labs'] as const;

const ISSUER_EMAIL = 'issuer@demo.test';
const ISSUER_EDITOR_EMAIL = 'issuer-editor@demo.test';
const FID_ADMIN_EMAIL = 'fid-admin@demo.test';

export async function seedDemoApproval(trx: Trx, fiduciaryId: string, deps: { storage: FileStorage }): Promise<void> {
  const issuerInfo = DEMO_ISSUERS[0];
  const issuer = await trx
    .selectFrom('issuer')
    .select(['id', 'name'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('name', '=', issuerInfo?.name ?? '')
    .executeTakeFirstOrThrow();
  const users = await trx
    .selectFrom('app_user')
    .select(['id', 'email'])
    .where('email', 'in', [ISSUER_EMAIL, ISSUER_EDITOR_EMAIL, FID_ADMIN_EMAIL])
    .execute();
  const userId = (email: string) => users.find((u) => u.email === email)?.id as string;
  const sentOn = Date.now() - 2 * 24 * 60 * 60 * 1000;
  const rows = await trx
    .insertInto('opportunity')
    .values(
      DEMO_REVIEW_OPPORTUNITIES.map((o, n) => ({
        fiduciary_id: fiduciaryId,
        issuer_id: issuer.id,
        name: o.name,
        short_desc: o.shortDesc,
        opportunity_type: 'PRIMARY' as const,
        type: 'GENERAL' as const,
        status: 'Pending Review' as const,
        approval_status: 'PENDING' as const,
        size: o.size.toFixed(2),
        minimum: o.minimum.toFixed(2),
        pre: (o.size * 4).toFixed(2),
        post: (o.size * 5).toFixed(2),
        start_date: '2027-01-04',
        end_date: '2027-04-30',
        details: JSON.stringify({
          market: issuerInfo?.market,
          stage: 'Series B',
          common_sector: [issuerInfo?.sector],
          common_industry: [issuerInfo?.industry],
          security_terms: DEMO_SECURITY_TERMS.GENERAL,
          highlights: ['Revenue up 140% year on year', 'Fleet of 1,200 robots in 38 warehouses'],
        }),
        created_on: new Date(sentOn - (n + 1) * 60 * 60 * 1000).toISOString(),
        modified_on: new Date(sentOn + n * 60_000).toISOString(),
      })),
    )
    .returning(['id', 'name', 'minimum'])
    .execute();
  await trx
    .insertInto('opportunity_editor')
    .values(
      rows.flatMap((row, n) => {
        const editors = [userId(ISSUER_EMAIL)];
        if (DEMO_REVIEW_OPPORTUNITIES[n]?.fidAdminEdited) editors.push(userId(FID_ADMIN_EMAIL));
        return editors.map((user_id) => ({ opportunity_id: row.id, user_id, fiduciary_id: fiduciaryId }));
      }),
    )
    .execute();
  await trx
    .insertInto('opportunity_tag')
    .values(rows.map((row) => ({ opportunity_id: row.id, fiduciary_id: fiduciaryId, tag: 'Robotics' })))
    .execute();
  const withDocuments = rows.filter((_, n) => DEMO_REVIEW_OPPORTUNITIES[n]?.documents);
  const planned = [];
  for (const [index, o] of withDocuments.entries()) {
    planned.push(...(await planOpportunityDocuments({ ...o, issuer: issuer.name }, index, new Map())));
  }
  await insertDocuments({ trx, storage: deps.storage, fiduciaryId }, planned);
  await seedIssuerSide(trx, fiduciaryId, issuer.id, userId);
}

/** The issuer portal's side: the companies' approval rule, Northwind's draft and internal review. */
async function seedIssuerSide(trx: Trx, fiduciaryId: string, issuerId: string, userId: (email: string) => string) {
  await trx
    .updateTable('issuer')
    .set({ requires_internal_approval: true })
    .where('fiduciary_id', '=', fiduciaryId)
    .where('name', 'in', DEMO_INTERNAL_APPROVAL_ISSUERS)
    .execute();
  await trx
    .updateTable('opportunity')
    .set({ issuer_review: 'PENDING' })
    .where('fiduciary_id', '=', fiduciaryId)
    .where('status', '=', 'Ready for Review')
    .execute();
  const issuerInfo = DEMO_ISSUERS[0];
  const changedOn = Date.now() - 24 * 60 * 60 * 1000;
  const rows = await trx
    .insertInto('opportunity')
    .values(
      DEMO_ISSUER_OPPORTUNITIES.map((o, n) => ({
        fiduciary_id: fiduciaryId,
        issuer_id: issuerId,
        name: o.name,
        short_desc: o.shortDesc,
        opportunity_type: 'PRIMARY' as const,
        type: 'GENERAL' as const,
        status: o.status,
        approval_status: 'NA' as const,
        issuer_review: o.status === 'Ready for Review' ? ('PENDING' as const) : ('NONE' as const),
        size: o.size.toFixed(2),
        minimum: o.minimum.toFixed(2),
        start_date: '2027-02-01',
        end_date: '2027-05-31',
        details: JSON.stringify({
          market: issuerInfo?.market,
          stage: 'Series B',
          common_sector: [issuerInfo?.sector],
          common_industry: [issuerInfo?.industry],
          security_terms: DEMO_SECURITY_TERMS.GENERAL,
          highlights: ['Signed letters of intent with two operators'],
        }),
        created_on: new Date(changedOn - (n + 1) * 60 * 60 * 1000).toISOString(),
        modified_on: new Date(changedOn + n * 60_000).toISOString(),
      })),
    )
    .returning('id')
    .execute();
  await trx
    .insertInto('opportunity_editor')
    .values(
      rows.map((row, n) => ({
        opportunity_id: row.id,
        user_id: userId(DEMO_ISSUER_OPPORTUNITIES[n]?.editor ?? ISSUER_EMAIL),
        fiduciary_id: fiduciaryId,
      })),
    )
    .execute();
}
