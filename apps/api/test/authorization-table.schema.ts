import type { Row } from './authorization-table.rules.ts';

/** The parts of the OpenAPI document the authorization table reads: its operations and their bodies. */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

type Operation = { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const PREFIX = '/api/v1';

/**
 * Every API operation as the rows name it: `METHOD /path` without the `/api/v1` prefix (the web app's
 * page, served when the app is built, is not an API operation).
 */
export function operationsOf(doc: OpenApiDoc): string[] {
  const api = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/'));
  return api.flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => METHODS.includes(m))
      .map((m) => `${m.toUpperCase()} ${path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path}`),
  );
}

const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';

/** A value the schema accepts, as small as it allows (required properties only). */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternative = schema.anyOf ?? schema.oneOf;
  if (alternative?.length) return sample(alternative.find((s) => s.type !== 'null') ?? alternative[0], depth + 1);
  if (schema.allOf?.length) return sample(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key], depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, depth + 1));
    case 'string':
      if (schema.format === 'uuid') return SAMPLE_UUID;
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T00:00:00.000Z';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    default:
      return undefined;
  }
}

/** The JSON body of the row's operation with its required fields filled in (undefined: no JSON body). */
export function minimalBody(doc: OpenApiDoc, row: Row): unknown {
  const [method, path] = [row.op.slice(0, row.op.indexOf(' ')), row.op.slice(row.op.indexOf(' ') + 1)];
  const full = path.startsWith('/api/') ? path : `${PREFIX}${path}`;
  const operation = doc.paths[full]?.[method.toLowerCase()];
  const schema = operation?.requestBody?.content?.['application/json']?.schema;
  return schema ? (sample(schema) ?? {}) : undefined;
}
