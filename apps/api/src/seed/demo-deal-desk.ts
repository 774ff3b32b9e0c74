import { randomUUID } from 'node:crypto';
import { INVESTOR_FIDUCIARY_ROLES, type InvestmentEvent } from '@dl/domain';
import type { Trx } from '../db/database.ts';
import { hashPassword } from '../platform/passwords.ts';
import type { DemoDeals } from './demo-deals.ts';
import { DAY, type Party, seedInvestment, seedNda } from './demo-deal-rows.ts';
import { DEMO_PASSWORD } from './demo-values.ts';

/** The entity whose deals wait on the fiduciary, and its investor (demo password). */
export const DEMO_DEAL_DESK_ENTITY = { name: 'Linden Park Capital LP', type: 'ENTITY' } as const;
export const DEMO_DEAL_DESK_INVESTOR = { email: 'linden@demo.test', first_name: 'Jordan', last_name: 'Linden' };

const SIGNED: InvestmentEvent[] = ['send_interest', 'start_signing', 'sign'];

/**
 * One deal waiting for each step of the fund-admin deal desk (issue 15 point 6): review (approve or
 * decline), countersign (approved, the investor's sealed subscription ready), execute (countersigned).
 * They belong to an entity of their own, on opportunities where the investor demo holds no position
 * and has no deal, so its deals and their counts stay as they are.
 */
const DEMO_DEAL_DESK_STATES: Readonly<Record<string, { amount: string; events: InvestmentEvent[] }>> = {
  'Lumen Ledger SAFE Round': { amount: '30000.00', events: SIGNED },
  'Lumen Ledger Pre-Seed': { amount: '60000.00', events: [...SIGNED, 'approve'] },
  'Cobalt Health Series B': { amount: '80000.00', events: [...SIGNED, 'approve', 'countersign'] },
};

async function insertInvestor(trx: Trx, fiduciaryId: string): Promise<Party & { entityId: string }> {
  const entity = await trx
    .insertInto('investing_entity')
    .values({ fiduciary_id: fiduciaryId, ...DEMO_DEAL_DESK_ENTITY, trellis_uid: `ENT-${randomUUID().slice(0, 13)}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await trx
    .insertInto('app_user')
    .values({
      ...DEMO_DEAL_DESK_INVESTOR,
      password_hash: await hashPassword(DEMO_PASSWORD),
      trellis_uid: `USR-${randomUUID().slice(0, 13)}`,
      profile_details: JSON.stringify({}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('membership')
    .values({
      fiduciary_id: fiduciaryId,
      user_id: user.id,
      role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR,
      entity_id: entity.id,
    })
    .execute();
  const name = `${DEMO_DEAL_DESK_INVESTOR.first_name} ${DEMO_DEAL_DESK_INVESTOR.last_name}`;
  return {
    userId: user.id,
    entityId: entity.id,
    identity: { name, email: DEMO_DEAL_DESK_INVESTOR.email, ip: '127.0.0.1', userAgent: 'Digital Locker demo data' },
  };
}

/** After seedDemoDeals, in seedDemo's transaction: NDAs executed, deals at each fiduciary step, real PDFs. */
export async function seedDemoDealDesk(trx: Trx, fiduciaryId: string, deals: DemoDeals): Promise<void> {
  const investor = await insertInvestor(trx, fiduciaryId);
  const names = Object.keys(DEMO_DEAL_DESK_STATES);
  const opportunities = await trx
    .selectFrom('opportunity')
    .select(['id', 'name', 'issuer_id'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('name', 'in', names)
    .execute();
  const start = Date.now() - 20 * DAY;
  for (const [n, name] of names.entries()) {
    const o = opportunities.find((row) => row.name === name);
    const docs = deals.docs.get(name);
    const plan = DEMO_DEAL_DESK_STATES[name];
    if (!o || !docs || !plan) throw new Error(`demo data: no published opportunity ${name}`);
    const signedOn = new Date(start + n * 2 * DAY);
    await seedNda(deals.context, o, docs, investor, ['sign', 'countersign'], signedOn);
    await seedInvestment(deals.context, o, docs, investor, plan, signedOn);
  }
}
