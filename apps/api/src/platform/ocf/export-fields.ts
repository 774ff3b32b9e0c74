import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every field an OCF 1.2.0 object type allows (its own and its base types'), read from the vendored schemas. */
const SCHEMA_DIR = fileURLToPath(new URL('../../../ocf-schema/v1.2.0/', import.meta.url));

interface Raw {
  $id: string;
  properties?: Record<string, { const?: string; enum?: string[] }>;
  allOf?: { $ref: string }[];
}

let cached: Map<string, readonly string[]> | undefined;

function list(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? list(join(dir, e.name)) : e.name.endsWith('.schema.json') ? [join(dir, e.name)] : [],
  );
}

function fieldsOf(raw: Raw, byId: Map<string, Raw>): string[] {
  const own = Object.keys(raw.properties ?? {});
  const inherited = (raw.allOf ?? []).flatMap((a) => {
    const base = byId.get(a.$ref);
    return base ? fieldsOf(base, byId) : [];
  });
  return [...new Set([...inherited, ...own])];
}

export function ocfFields(objectType: string): readonly string[] {
  if (!cached) {
    const raws = list(SCHEMA_DIR).map((p) => JSON.parse(readFileSync(p, 'utf8')) as Raw);
    const byId = new Map(raws.map((r) => [r.$id, r]));
    cached = new Map();
    for (const raw of raws) {
      if (!raw.$id.includes('/objects/') || raw.$id.includes('/primitives/')) continue;
      const type = raw.properties?.object_type;
      for (const t of type?.enum ?? [type?.const]) if (t) cached.set(t, fieldsOf(raw, byId));
    }
  }
  return cached.get(objectType) ?? [];
}

/** The fields of `details` that the object type allows (OCF fields the product keeps without a column). */
export function pickOcfFields(objectType: string, details: Record<string, unknown>, skip: readonly string[] = []) {
  const out: Record<string, unknown> = {};
  for (const f of ocfFields(objectType)) {
    if (skip.includes(f) || f === 'id' || f === 'object_type' || f === 'comments') continue;
    if (Object.hasOwn(details, f) && details[f] !== undefined) out[f] = details[f];
  }
  return out;
}
