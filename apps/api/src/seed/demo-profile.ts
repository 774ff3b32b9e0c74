import type { Trx } from '../db/database.ts';
import { DEMO_ENTITIES } from './demo-values.ts';

/**
 * My-profile demo rows (ADR 0022): the demo entities' business types, addresses and phones, so
 * My Entities shows filled cards and the edit form has something to edit.
 */
export async function seedDemoProfile(trx: Trx, fiduciaryId: string): Promise<void> {
  const entities = await trx
    .selectFrom('investing_entity')
    .select(['id', 'name'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('name', 'in', [DEMO_ENTITIES.avery.name, DEMO_ENTITIES.harbor.name])
    .execute();
  const idOf = (name: string) => entities.find((e) => e.name === name)?.id;
  const avery = idOf(DEMO_ENTITIES.avery.name);
  const harbor = idOf(DEMO_ENTITIES.harbor.name);
  if (!avery || !harbor) return;
  await trx
    .insertInto('entity_profile')
    .values([
      { entity_id: avery, fiduciary_id: fiduciaryId, business_type: 'individual' },
      { entity_id: harbor, fiduciary_id: fiduciaryId, business_type: 'LLC' },
    ])
    .execute();
  await trx
    .insertInto('entity_address')
    .values([
      {
        fiduciary_id: fiduciaryId,
        entity_id: avery,
        type: 'HOME',
        line1: '42 Elm Street',
        line2: 'Apt 3B',
        city: 'Brooklyn',
        province: 'NY',
        postal: '11201',
        country: 'us',
      },
      {
        fiduciary_id: fiduciaryId,
        entity_id: harbor,
        type: 'OFFICE',
        line1: '1 Harbor Way',
        line2: 'Suite 900',
        city: 'Boston',
        province: 'MA',
        postal: '02110',
        country: 'us',
      },
    ])
    .execute();
  await trx
    .insertInto('entity_phone')
    .values([
      { fiduciary_id: fiduciaryId, entity_id: avery, type: 'CELL', country: 'US', number: '+12125550123' },
      { fiduciary_id: fiduciaryId, entity_id: harbor, type: 'OFFICE', country: 'US', number: '+16175550100' },
    ])
    .execute();
}
