import type { InvestmentEvent, NdaEvent } from '@dl/domain';
import type { Trx } from '../db/database.ts';
import type { FileStorage } from '../platform/storage.ts';
import type { PlatformCertificate } from '../platform/signing/index.ts';
import { DAY, type DealsContext, type Party, seedInvestment, seedNda } from './demo-deal-rows.ts';
import {
  insertDocuments,
  insertEntityDocuments,
  type OpportunityDocuments,
  planOpportunityDocuments,
} from './demo-documents.ts';
import { DEMO_ENTITIES } from './demo-values.ts';

interface DealPlan {
  nda: NdaEvent[];
  investment?: { amount: string; events: InvestmentEvent[] };
}

/**
 * Where the demo investor (investor@demo.test, entity 'Avery Investor') stands, by opportunity: one
 * of every state of the deal flow (issue 4 point 8): NDA to sign, NDA awaiting countersign, data
 * room open, deal in progress (IOI_SENT, DEAL_PENDING_REVIEW) and executed. Every other opportunity
 * has no NDA, so the whole flow can be walked from the start on a fresh database.
 */
export const DEMO_DEAL_STATES: Readonly<Record<string, DealPlan>> = {
  'Cobalt Health Series B': { nda: [] },
  'Helio Grid Project Notes': { nda: ['sign'] },
  'Helio Grid Storage SPV': { nda: ['sign', 'countersign'] },
  'Helio Grid Seed': { nda: ['sign', 'countersign'], investment: { amount: '20000.00', events: ['send_interest'] } },
  'Northwind Series A Extension': {
    nda: ['sign', 'countersign'],
    investment: { amount: '40000.00', events: ['send_interest', 'start_signing', 'sign'] },
  },
  'Northwind Series A': {
    nda: ['sign', 'countersign'],
    investment: {
      amount: '50000.00',
      events: ['send_interest', 'start_signing', 'sign', 'approve', 'countersign', 'execute'],
    },
  },
};

/** The investor admin's entity (Harbor Family Office LLC): one open data room. */
export const DEMO_HARBOR_STATES: Readonly<Record<string, DealPlan>> = {
  'Cobalt Health Growth Fund': { nda: ['sign', 'countersign'] },
};

export interface DemoDealsDeps {
  storage: FileStorage;
  /** The platform certificate that seals the signed demo documents. */
  certificate: () => Promise<PlatformCertificate>;
}

/** What the later demo data reuses: the signing context, each opportunity's documents, the demo investor. */
export interface DemoDeals {
  context: DealsContext;
  docs: ReadonlyMap<string, OpportunityDocuments>;
  avery: Party & { entityId: string };
}

async function loadPeople(trx: Trx, fiduciaryId: string) {
  const rows = await trx
    .selectFrom('membership as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .leftJoin('investing_entity as e', 'e.id', 'm.entity_id')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'm.role',
      'm.entity_id',
      'm.issuer_id',
      'e.name as entity_name',
    ])
    .where('m.fiduciary_id', '=', fiduciaryId)
    .execute();
  const party = (row: (typeof rows)[number]): Party => ({
    userId: row.id,
    identity: {
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      ip: '127.0.0.1',
      userAgent: 'Digital Locker demo data',
    },
  });
  const investorOf = (entityName: string) => {
    const row = rows.find((r) => r.entity_name === entityName && r.role !== 'fiduciary_viewer');
    if (!row?.entity_id) throw new Error(`demo data: no investor for ${entityName}`);
    return { ...party(row), entityId: row.entity_id, entityName };
  };
  const fidAdmin = rows.find((r) => r.role === 'fiduciary_admin');
  if (!fidAdmin) throw new Error('demo data: no fiduciary admin');
  const issuerAdmins = rows.filter((r) => r.role === 'issuer_admin' && r.issuer_id);
  return {
    avery: investorOf(DEMO_ENTITIES.avery.name),
    harbor: investorOf(DEMO_ENTITIES.harbor.name),
    fidAdmin: party(fidAdmin),
    countersigner: (issuerId: string) => {
      const admin = issuerAdmins.find((r) => r.issuer_id === issuerId);
      return admin ? party(admin) : party(fidAdmin);
    },
  };
}

/**
 * Documents, NDAs and investments of the demo (issue 4 point 8), inside seedDemo's transaction,
 * after the opportunities and users exist. Every published opportunity gets real PDFs; signed
 * states get sealed (and countersigned) copies made with the platform certificate.
 */
export async function seedDemoDeals(trx: Trx, fiduciaryId: string, deps: DemoDealsDeps): Promise<DemoDeals> {
  const files = { trx, storage: deps.storage, fiduciaryId };
  const people = await loadPeople(trx, fiduciaryId);
  const c: DealsContext = {
    files,
    certificate: await deps.certificate(),
    countersigner: people.countersigner,
    dealCountersigner: people.fidAdmin,
  };
  const opportunities = await trx
    .selectFrom('opportunity as o')
    .innerJoin('issuer as s', 's.id', 'o.issuer_id')
    .select(['o.id', 'o.name', 'o.minimum', 'o.issuer_id', 's.name as issuer'])
    .where('o.fiduciary_id', '=', fiduciaryId)
    .where('o.status', '=', 'Published')
    .orderBy('o.created_on')
    .execute();
  const planned = [];
  const issuerDocuments = new Map<string, Buffer>();
  for (const [index, o] of opportunities.entries()) {
    planned.push(await planOpportunityDocuments(o, index, issuerDocuments));
  }
  const ids = await insertDocuments(files, planned.flat());
  // The NDA and the deal document come first in each opportunity's plan (ids in the same order).
  const docs = new Map<string, OpportunityDocuments>();
  let at = 0;
  for (const [index, o] of opportunities.entries()) {
    const [nda, deal] = planned[index] ?? [];
    docs.set(o.name, {
      ndaId: ids[at] as string,
      ndaBytes: nda?.bytes as Buffer,
      dealId: ids[at + 1] as string,
      dealBytes: deal?.bytes as Buffer,
    });
    at += planned[index]?.length ?? 0;
  }

  const start = Date.now() - 40 * DAY;
  const plans = [
    ...Object.entries(DEMO_DEAL_STATES).map(([name, plan]) => ({ name, plan, investor: people.avery })),
    ...Object.entries(DEMO_HARBOR_STATES).map(([name, plan]) => ({ name, plan, investor: people.harbor })),
  ];
  for (const [n, { name, plan, investor }] of plans.entries()) {
    const o = opportunities.find((row) => row.name === name);
    const d = docs.get(name);
    if (!o || !d) throw new Error(`demo data: no published opportunity ${name}`);
    const signedOn = new Date(start + n * 3 * DAY);
    await seedNda(c, o, d, investor, plan.nda, signedOn);
    if (plan.investment) await seedInvestment(c, o, d, investor, plan.investment, signedOn);
  }

  const northwind = opportunities.find((o) => o.name === 'Northwind Series A');
  await insertEntityDocuments(files, { id: people.avery.entityId, name: people.avery.entityName }, northwind, {
    signStatement: true,
  });
  await insertEntityDocuments(files, { id: people.harbor.entityId, name: people.harbor.entityName });
  return { context: c, docs, avery: people.avery };
}
