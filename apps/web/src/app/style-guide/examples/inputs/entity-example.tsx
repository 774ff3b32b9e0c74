import { useState } from 'react';
import { type EntityFetcher, type EntityItem, EntitySelector } from '#web/components/inputs/entity-selector/index.ts';
import { Demo } from './demo.tsx';

const ENTITIES: EntityItem[] = [
  { id: 'ent-1', name: 'Blue Ridge Capital LLC', source: 'common' },
  { id: 'ent-2', name: 'Blue Harbor Family Office', source: '' },
  { id: 'ent-3', name: 'Cedar Point Ventures LP', source: 'common' },
  { id: 'ent-4', name: 'Avery Investor Revocable Trust', source: '' },
  { id: 'ent-5', name: 'Granite Peak Holdings Inc.', source: '' },
  { id: 'ent-6', name: 'Meridian Pension Fund', source: 'common' },
  { id: 'ent-7', name: 'North Star Endowment', source: '' },
];

/** Stands in for the entity list call, with a little latency. */
const fetchEntities: EntityFetcher = async (search, page, limit) => {
  await new Promise((resolve) => setTimeout(resolve, 250));
  const text = search.trim().toLowerCase();
  const found = ENTITIES.filter((e) => e.name.toLowerCase().includes(text));
  return { results: found.slice((page - 1) * limit, page * limit) };
};

export function EntityExample() {
  const [entity, setEntity] = useState<EntityItem | null>(null);
  return (
    <Demo value={entity}>
      <EntitySelector
        label="Investing entity"
        description="Search by name; entities from the common list are marked"
        fetcher={fetchEntities}
        value={entity}
        onChange={setEntity}
      />
    </Demo>
  );
}
