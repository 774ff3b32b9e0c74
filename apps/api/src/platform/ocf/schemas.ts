import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** OCF v1.2.0 schemas vendored in apps/api/ocf-schema/v1.2.0 (LICENSE.md kept beside them). */
const SCHEMA_DIR = fileURLToPath(new URL('../../../ocf-schema/v1.2.0/', import.meta.url));

export interface OcfSchemas {
  /** file_type (e.g. OCF_STAKEHOLDERS_FILE) -> validator of the whole file */
  readonly byFileType: ReadonlyMap<string, ValidateFunction>;
  /** object_type (e.g. TX_STOCK_ISSUANCE) -> validator of one object */
  readonly byObjectType: ReadonlyMap<string, ValidateFunction>;
}

function listSchemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return listSchemaFiles(full);
    return entry.name.endsWith('.schema.json') ? [full] : [];
  });
}

interface RawSchema {
  $id: string;
  properties?: { object_type?: { const?: string; enum?: string[] }; file_type?: { const?: string } };
}

let cached: OcfSchemas | undefined;

/** Registers every schema's $id once, then compiles one validator per object type and per file type. */
export function loadOcfSchemas(): OcfSchemas {
  if (cached) return cached;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const raws = listSchemaFiles(SCHEMA_DIR).map((path) => JSON.parse(readFileSync(path, 'utf8')) as RawSchema);
  for (const raw of raws) ajv.addSchema(raw);
  const byFileType = new Map<string, ValidateFunction>();
  const byObjectType = new Map<string, ValidateFunction>();
  for (const raw of raws) {
    const objectTypes = raw.properties?.object_type?.enum ?? [raw.properties?.object_type?.const];
    const fileType = raw.properties?.file_type?.const;
    const validate = ajv.getSchema(raw.$id);
    if (!validate) continue;
    for (const objectType of objectTypes) {
      if (objectType && raw.$id.includes('/objects/')) byObjectType.set(objectType, validate);
    }
    if (fileType && raw.$id.includes('/files/')) byFileType.set(fileType, validate);
  }
  cached = { byFileType, byObjectType };
  return cached;
}
