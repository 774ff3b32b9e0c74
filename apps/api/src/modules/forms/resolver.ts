import { dataEntityNames, type EngineContext, type FormTemplate } from '@dl/domain';
import type { Db } from '#api/db/database.ts';
import { entityItems } from '../data-entities/index.ts';
import { findOwnUploadIds } from './responses.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILE_TYPES = ['file', 'file_v2', 'data_file', 'public_image'];

/**
 * What the engine needs from the server to check a response: the data entities the template's
 * fields read (a tenant list falls back to the common one of the same name; a list that exists in
 * neither offers nothing), and whether each stored-file id was uploaded by the one answering.
 * The external directory (cyndx) is off: its answers stand as given.
 */
export async function engineContextFor(
  db: Db,
  scope: { fiduciaryId: string; userId: string },
  template: FormTemplate,
  values: Record<string, unknown>,
): Promise<EngineContext> {
  const lists = new Map<string, { value: string; label: string }[]>();
  for (const { name, base } of dataEntityNames(template)) {
    const items =
      (await entityItems(db, scope.fiduciaryId, name, base)) ??
      (base === 'tenant' ? await entityItems(db, scope.fiduciaryId, name, 'common') : undefined) ??
      [];
    lists.set(
      `${base}:${name}`,
      items.map((i) => ({ value: String(i.id), label: i.name })),
    );
  }

  const fileKeys = template.sections.flatMap((s) =>
    s.definition.fields.filter((f) => FILE_TYPES.includes(f.type)).map((f) => f.key),
  );
  const refs = fileKeys
    .flatMap((k) => [values[k]].flat())
    .filter((v): v is string => typeof v === 'string' && UUID.test(v));
  const known = new Set<string>();
  if (refs.length) {
    const ids = await findOwnUploadIds(db, { fiduciaryId: scope.fiduciaryId, userId: scope.userId, ids: refs });
    for (const id of ids) known.add(id);
  }
  return {
    resolver: { entity: (name, base) => lists.get(`${base}:${name}`) ?? [] },
    isKnownFile: (ref) => !UUID.test(ref) || known.has(ref),
  };
}
