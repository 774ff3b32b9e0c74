import type { Trx } from '../db/database.ts';

/**
 * Cities for the fund-admin investor map (issue 15 point 2). The demo's first investors already live
 * in Brooklyn, NY and Boston, MA (demo-profile.ts); every other demo entity that invests but has no
 * address gets one in these cities in turn, so the map shows several places. Entities with nothing
 * (the newcomer) are left as they are.
 */
const DEMO_MAP_CITIES = [
  { line1: '500 Congress Avenue', city: 'Austin', province: 'TX', postal: '78701', country: 'us' },
  { line1: '100 King Street West', city: 'Toronto', province: 'ON', postal: 'M5X 1A9', country: 'ca' },
  { line1: '200 Park Avenue', city: 'New York', province: 'NY', postal: '10166', country: 'us' },
] as const;

/** Last in seedDemo's transaction, once every demo entity and investment exists. */
export async function seedDemoLocations(trx: Trx, fiduciaryId: string): Promise<void> {
  const entities = await trx
    .selectFrom('investing_entity as e')
    .select('e.id')
    .where('e.fiduciary_id', '=', fiduciaryId)
    .where(({ exists, not, selectFrom }) =>
      not(exists(selectFrom('entity_address as a').select('a.id').whereRef('a.entity_id', '=', 'e.id'))),
    )
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('investment as i').select('i.id').whereRef('i.entity_id', '=', 'e.id')),
    )
    .orderBy('e.name')
    .execute();
  if (!entities.length) return;
  await trx
    .insertInto('entity_address')
    .values(
      entities.map((e, n) => ({
        fiduciary_id: fiduciaryId,
        entity_id: e.id,
        type: 'OFFICE' as const,
        ...(DEMO_MAP_CITIES[n % DEMO_MAP_CITIES.length] as (typeof DEMO_MAP_CITIES)[number]),
      })),
    )
    .execute();
}
