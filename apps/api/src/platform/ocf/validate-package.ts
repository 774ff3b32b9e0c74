import { createHash } from 'node:crypto';
import { describeSchemaError } from './messages';
import { replayTransactions } from './replay';
import { loadOcfSchemas } from './schemas';
import type { LocatedObject, OcfObject, OcfProblem } from './types';

/** An OCF package in memory: the manifest's path and every file's raw text, keyed by path. */
export interface OcfPackage {
  readonly manifestPath: string;
  readonly files: Readonly<Record<string, string>>;
}

export interface OcfReport {
  readonly valid: boolean;
  readonly problems: readonly OcfProblem[];
  /** object_type -> count, only when valid */
  readonly counts: Readonly<Record<string, number>>;
}

const MANIFEST_FILE_LISTS = [
  'stock_plans_files',
  'stock_legend_templates_files',
  'stock_classes_files',
  'vesting_terms_files',
  'valuations_files',
  'transactions_files',
  'stakeholders_files',
  'financings_files',
  'documents_files',
] as const;

/** Which object types an `<x>_id` field must point at. */
const REFERENCE_FIELDS: Record<string, readonly string[]> = {
  stakeholder_id: ['STAKEHOLDER'],
  stock_class_id: ['STOCK_CLASS'],
  stock_plan_id: ['STOCK_PLAN'],
  vesting_terms_id: ['VESTING_TERMS'],
  stock_legend_template_id: ['STOCK_LEGEND_TEMPLATE'],
};

function normalise(path: string): string {
  return path.replace(/^\.\//, '');
}

function parseJson(file: string, text: string | undefined, problems: OcfProblem[]): unknown {
  if (text === undefined) {
    problems.push({ file, objectId: null, path: '', message: `The package has no file named “${file}”.` });
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    problems.push({ file, objectId: null, path: '', message: 'This file is not valid JSON.' });
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validateObject(file: string, path: string, item: unknown, problems: OcfProblem[]): OcfObject | null {
  const objectId = isRecord(item) && typeof item.id === 'string' ? item.id : null;
  const objectType = isRecord(item) ? item.object_type : undefined;
  const validate = typeof objectType === 'string' ? loadOcfSchemas().byObjectType.get(objectType) : undefined;
  if (!validate) {
    problems.push({
      file,
      objectId,
      path: `${path}/object_type`,
      message: `The object type “${String(objectType)}” is not an Open Cap Format 1.2.0 object type.`,
    });
    return null;
  }
  if (validate(item)) return item as OcfObject;
  for (const error of validate.errors ?? []) {
    problems.push({ file, objectId, path: `${path}${error.instancePath}`, message: describeSchemaError(error) });
  }
  return null;
}

/** Which object types each entry of an `<x>_ids` list must point at. */
const REFERENCE_LISTS: Record<string, { types: readonly string[]; what: string }> = {
  stock_legend_ids: { types: ['STOCK_LEGEND_TEMPLATE'], what: 'stock legend template' },
  stock_class_ids: { types: ['STOCK_CLASS'], what: 'stock class' },
};

function checkReferences(objects: readonly LocatedObject[], problems: OcfProblem[]): void {
  const typeById = new Map<string, string>();
  for (const { object } of objects) typeById.set(object.id, object.object_type);
  for (const { file, path, object } of objects) {
    for (const [field, { types, what }] of Object.entries(REFERENCE_LISTS)) {
      const list = object[field];
      if (!Array.isArray(list)) continue;
      list.forEach((target, i) => {
        const found = typeof target === 'string' ? typeById.get(target) : undefined;
        if (found && types.includes(found)) return;
        problems.push({
          file,
          objectId: object.id,
          path: `${path}/${field}/${i}`,
          message: `This object names a ${what} “${String(target)}” that is not in the package.`,
        });
      });
    }
    for (const [field, types] of Object.entries(REFERENCE_FIELDS)) {
      const target = object[field];
      if (typeof target !== 'string') continue;
      const found = typeById.get(target);
      if (found && types.includes(found)) continue;
      const what = field.replace(/_id$/, '').replaceAll('_', ' ');
      problems.push({
        file,
        objectId: object.id,
        path: `${path}/${field}`,
        message: `This object names a ${what} “${target}” that is not in the package.`,
      });
    }
  }
}

/**
 * CAPTABLE 11.4 import validation, all or nothing: schema of every file and object, the file hashes the
 * manifest states, references between objects, then the transactions replayed in date order.
 */
export function validateOcfPackage(pkg: OcfPackage): OcfReport {
  const problems: OcfProblem[] = [];
  const schemas = loadOcfSchemas();
  const manifestFile = normalise(pkg.manifestPath);
  const manifest = parseJson(manifestFile, pkg.files[pkg.manifestPath] ?? pkg.files[manifestFile], problems);
  if (manifest === undefined) return { valid: false, problems, counts: {} };
  const validateManifest = schemas.byFileType.get('OCF_MANIFEST_FILE');
  if (validateManifest && !validateManifest(manifest)) {
    for (const error of validateManifest.errors ?? []) {
      problems.push({
        file: manifestFile,
        objectId: null,
        path: error.instancePath,
        message: describeSchemaError(error),
      });
    }
    return { valid: false, problems, counts: {} };
  }
  const manifestRecord = manifest as Record<string, unknown>;
  const objects: LocatedObject[] = [];
  const issuer = manifestRecord.issuer as OcfObject;
  objects.push({ file: manifestFile, path: '/issuer', object: issuer });
  for (const list of MANIFEST_FILE_LISTS) {
    const entries = (manifestRecord[list] ?? []) as { filepath: string; md5: string }[];
    for (const entry of entries) {
      const file = normalise(entry.filepath);
      const text = pkg.files[file] ?? pkg.files[entry.filepath];
      const parsed = parseJson(file, text, problems);
      if (parsed === undefined || text === undefined) continue;
      const md5 = createHash('md5').update(text).digest('hex');
      if (md5 !== entry.md5.toLowerCase()) {
        problems.push({
          file,
          objectId: null,
          path: '',
          message: 'This file has changed since the manifest was written: its MD5 checksum does not match.',
        });
      }
      const items = isRecord(parsed) ? parsed.items : undefined;
      if (!isRecord(parsed) || !Array.isArray(items)) {
        problems.push({ file, objectId: null, path: '/items', message: 'This file has no list of objects (“items”).' });
        continue;
      }
      items.forEach((item, index) => {
        const path = `/items/${index}`;
        const object = validateObject(file, path, item, problems);
        if (object) objects.push({ file, path, object });
      });
    }
  }
  checkReferences(objects, problems);
  replayTransactions(objects, problems);
  if (problems.length > 0) return { valid: false, problems, counts: {} };
  const counts: Record<string, number> = {};
  for (const { object } of objects) counts[object.object_type] = (counts[object.object_type] ?? 0) + 1;
  return { valid: true, problems, counts };
}
