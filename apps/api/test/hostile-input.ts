import type { TestApp } from './helpers.ts';

/**
 * Hostile input shared by the input-hardening tests and the fuzz stage (issue 13 point 6 and its
 * acceptance): the operations come from the OpenAPI document the routes' own schemas generate, so a
 * new route is probed without editing a list.
 */

/** Text PostgreSQL cannot store: a NUL (text columns refuse it) and lone surrogates (not UTF-8). */
export const BAD_TEXT = [
  ['a NUL', 'a\u0000b'],
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone low surrogate', 'a\udc00b'],
] as const;

/** Percent-encoding of any UTF-16 string, lone surrogates as their 3-byte (WTF-8) sequence. */
export function encodeAny(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** Names every object inherits: a lookup that is not own-property finds a function, not a value. */
export const PROTOTYPE_NAMES = [
  'constructor',
  '__proto__',
  'toString',
  '-valueOf',
  'hasOwnProperty',
  '-__defineGetter__',
];

/** The JSON Schema subset the contracts' zod schemas generate for parameters and bodies. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  additionalProperties?: boolean | Schema;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}

/** One operation of the OpenAPI document: its method, path template, parameters and JSON body. */
export interface Operation {
  method: string;
  path: string;
  params: Parameter[];
  query: Parameter[];
  body?: Schema;
}

/** Every operation under /api of the app's OpenAPI document, in the document's order. */
export function openApiOperations(t: TestApp): Operation[] {
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const body = op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined;
      const parameters = (op.parameters ?? []) as Parameter[];
      operations.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body: body?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

const isString = (s: Schema) => s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'));

/** The top-level string properties of a body schema. */
export const stringFields = (schema: Schema | undefined): string[] =>
  Object.entries(schema?.properties ?? {})
    .filter(([, s]) => isString(s))
    .map(([name]) => name);
