import { seedDemoCapTable } from './demo-captable.ts';
import { randomUUID } from 'node:crypto';
import { PROVIDER_ROLES } from '@dl/domain';
import type { Db, Trx } from '../db/database.ts';
import { hashPassword } from '../platform/passwords.ts';
import { type DemoDealsDeps, seedDemoDeals } from './demo-deals.ts';
import { seedDemoForms } from './demo-forms.ts';
import { seedDemoCommunications } from './demo-communications.ts';
import { seedDemoPortfolio } from './demo-portfolio.ts';
import { seedDemoInvitations } from './demo-invitations.ts';
import { seedDemoNotifications } from './demo-notifications.ts';
import { seedDemoProfile } from './demo-profile.ts';
import { seedDemoEngagement } from './demo-engagement.ts';
import { seedDemoLocations } from './demo-locations.ts';
import { seedDemoApproval } from './demo-approval.ts';
import { seedDemoDealDesk } from './demo-deal-desk.ts';
import {
  DEMO_ENTITIES,
  DEMO_FIDUCIARY,
  DEMO_HOSTS,
  DEMO_ISSUERS,
  DEMO_OPPORTUNITIES,
  DEMO_PASSWORD,
  DEMO_PUBLIC_TEARSHEET,
  DEMO_SECURITY_TERMS,
  DEMO_TAGS,
  DEMO_USERS,
} from './demo-values.ts';

function trellisUid(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 13)}`;
}

/**
 * Creates the demo fiduciary with one user per role, issuers and opportunities, and their documents,
 * NDAs and investments (files go to `deps.storage`). Idempotent: a database that already has the
 * demo fiduciary is left as it is. Returns whether it created data.
 */
export async function seedDemo(db: Db, deps: DemoDealsDeps): Promise<boolean> {
  const existing = await db
    .selectFrom('fiduciary')
    .select('id')
    .where('slug', '=', DEMO_FIDUCIARY.slug)
    .executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const fid = await trx
      .insertInto('fiduciary')
      .values({
        ...DEMO_FIDUCIARY,
        branding: JSON.stringify({ show_name: true }),
        public_branding: JSON.stringify({
          drOptions: { poweredByText: 'Powered by Digital Locker' },
          // With the mpid above, investors see the secondary (Trade) opportunities (spec 6).
          s3Data: { showSecondaryOpportunities: true },
        }),
        settings: JSON.stringify({ help_address: 'help@demo.test' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('fiduciary_host')
      .values(DEMO_HOSTS.map((host) => ({ host, fiduciary_id: fid.id })))
      .execute();
    const entityIds = await insertEntities(trx, fid.id);
    const issuerIds = await insertIssuers(trx, fid.id);
    await insertOpportunities(trx, fid.id, issuerIds);
    await insertOpportunityTags(trx, fid.id);
    // Provider staff hold their roles in the provider's home, not in a tenant (ADR 0029).
    const providerHome = await trx
      .selectFrom('fiduciary')
      .select('id')
      .where('is_provider', '=', true)
      .executeTakeFirstOrThrow();
    const providerRoles: readonly string[] = Object.values(PROVIDER_ROLES);
    for (const u of DEMO_USERS) {
      const user = await trx
        .insertInto('app_user')
        .values({
          email: u.email,
          password_hash: passwordHash,
          first_name: u.first_name,
          last_name: u.last_name,
          trellis_uid: trellisUid('USR'),
          profile_details: JSON.stringify({}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('membership')
        .values({
          fiduciary_id: providerRoles.includes(u.role) ? providerHome.id : fid.id,
          user_id: user.id,
          role: u.role,
          entity_id: u.entity ? entityIds[u.entity] : null,
          issuer_id: u.issuer === undefined ? null : (issuerIds[u.issuer] ?? null),
        })
        .execute();
    }
    const deals = await seedDemoDeals(trx, fid.id, deps);
    await seedDemoPortfolio(trx, fid.id, { storage: deps.storage, deals });
    await seedDemoDealDesk(trx, fid.id, deals);
    await seedDemoInvitations(trx, fid.id);
    await seedDemoProfile(trx, fid.id);
    await seedDemoEngagement(trx, fid.id, { storage: deps.storage });
    await seedDemoForms(trx, fid.id, deps);
    await seedDemoCommunications(trx, fid.id);
    await seedDemoNotifications(trx, fid.id);
    await seedDemoApproval(trx, fid.id, { storage: deps.storage });
    await seedDemoCapTable(trx, fid.id);
    await seedDemoLocations(trx, fid.id);
  });
  return true;
}

async function insertEntities(trx: Trx, fiduciaryId: string) {
  const ids = {} as Record<keyof typeof DEMO_ENTITIES, string>;
  for (const [key, e] of Object.entries(DEMO_ENTITIES) as [
    keyof typeof DEMO_ENTITIES,
    (typeof DEMO_ENTITIES)[keyof typeof DEMO_ENTITIES],
  ][]) {
    const row = await trx
      .insertInto('investing_entity')
      .values({ fiduciary_id: fiduciaryId, name: e.name, type: e.type, trellis_uid: trellisUid('ENT') })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
  }
  return ids;
}

async function insertIssuers(trx: Trx, fiduciaryId: string): Promise<string[]> {
  const rows = await trx
    .insertInto('issuer')
    .values(
      DEMO_ISSUERS.map((i) => ({
        fiduciary_id: fiduciaryId,
        name: i.name,
        stage: i.stage,
        market: i.market,
        details: JSON.stringify({
          structure: i.structure,
          yearFounded: i.yearFounded,
          sector: i.sector,
          industry: i.industry,
          headquarters: `${i.city}, ${i.province}`,
          address: { line1: '100 Main Street', city: i.city, province: i.province, country: 'us', postal: '10001' },
        }),
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

async function insertOpportunities(trx: Trx, fiduciaryId: string, issuerIds: string[]) {
  const day = 24 * 60 * 60 * 1000;
  const base = Date.UTC(2026, 9, 1);
  await trx
    .insertInto('opportunity')
    .values(
      DEMO_OPPORTUNITIES.map(([name, shortDesc, kind, type, size, minimum, issuer, status], n) => ({
        fiduciary_id: fiduciaryId,
        issuer_id: issuerIds[issuer] as string,
        name,
        short_desc: shortDesc,
        opportunity_type: kind,
        type,
        status,
        size: size.toFixed(2),
        minimum: minimum.toFixed(2),
        pre: (size * 4).toFixed(2),
        post: (size * 5).toFixed(2),
        start_date: new Date(base + n * 3 * day).toISOString().slice(0, 10),
        end_date: new Date(base + (n * 3 + 90) * day).toISOString().slice(0, 10),
        details: JSON.stringify({
          market: DEMO_ISSUERS[issuer]?.market,
          stage: DEMO_ISSUERS[issuer]?.stage,
          common_sector: [DEMO_ISSUERS[issuer]?.sector],
          common_industry: [DEMO_ISSUERS[issuer]?.industry],
          security_terms: DEMO_SECURITY_TERMS[type],
        }),
        created_on: new Date(base + n * 60_000).toISOString(),
        ...(name === DEMO_PUBLIC_TEARSHEET.name ? { id: DEMO_PUBLIC_TEARSHEET.id, tearsheet_public: true } : {}),
      })),
    )
    .execute();
}

async function insertOpportunityTags(trx: Trx, fiduciaryId: string) {
  const rows = await trx
    .selectFrom('opportunity')
    .select(['id', 'name'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('name', 'in', Object.keys(DEMO_TAGS))
    .execute();
  const values = rows.flatMap((o) =>
    (DEMO_TAGS[o.name] ?? []).map((tag) => ({ opportunity_id: o.id, fiduciary_id: fiduciaryId, tag })),
  );
  if (values.length) await trx.insertInto('opportunity_tag').values(values).execute();
}
