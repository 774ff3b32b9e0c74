import type { Schema } from '../hostile-input.ts';

/**
 * A valid-looking value for a JSON Schema of the contracts, so that a fuzzed request differs from an
 * accepted one by the one field being mutated. Patterns are met by trying a few usual shapes; a
 * schema no candidate meets gets a plain word (the request is then refused by validation, which the
 * fuzz accepts).
 */

const UUID = '00000000-0000-4000-8000-000000000000';
const PATTERN_CANDIDATES = [
  '100.00',
  '100',
  '1',
  'a',
  'abc',
  'ABC',
  'ab-1',
  'Example',
  '2026-01-15',
  '2026-01-15T10:00:00.000Z',
  'person@example.com',
  'https://example.com',
  '#336699',
  'en',
  'US',
  'USD',
  '+15555550100',
  'AAAABBBB',
  'AAAABBBBXXX',
  UUID,
];

const typeOf = (schema: Schema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

function sampleString(schema: Schema): string {
  switch (schema.format) {
    case 'uuid':
      return UUID;
    case 'email':
      return 'person@example.com';
    case 'date':
      return '2026-01-15';
    case 'date-time':
      return '2026-01-15T10:00:00.000Z';
    case 'uri':
      return 'https://example.com';
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  if (schema.pattern) {
    const rule = new RegExp(schema.pattern, 'u');
    const found = PATTERN_CANDIDATES.find((c) => rule.test(c) && c.length >= min && c.length <= max);
    if (found) return found;
  }
  const word = 'Example'.padEnd(min, 'x');
  return word.length <= max ? word : word.slice(0, max);
}

function sampleNumber(schema: Schema, integer: boolean): number {
  const exclusive = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  let value = schema.minimum ?? (exclusive !== undefined ? exclusive + 1 : 1);
  if (schema.maximum !== undefined && value > schema.maximum) value = schema.maximum;
  return integer ? Math.ceil(value) : value;
}

/**
 * A valid-looking value for the schema (its default, first enum value, or one built from its type);
 * `largest`: every number at its maximum and every free text at its maximum length, at once.
 */
export function sampleOf(schema: Schema | undefined, depth = 0, largest = false): unknown {
  if (!schema || depth > 8) return null;
  if (largest && !schema.enum && !schema.format && !schema.pattern) {
    const type = typeOf(schema);
    if ((type === 'integer' || type === 'number') && schema.maximum !== undefined) return schema.maximum;
    if (type === 'string' && schema.maxLength !== undefined) return 'x'.repeat(Math.min(schema.maxLength, 100_000));
  }
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (branch) return sampleOf(branch, depth + 1, largest);
  switch (typeOf(schema)) {
    case 'string':
      return sampleString(schema);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () => sampleOf(schema.items, depth + 1, largest));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        value[name] = sampleOf(property, depth + 1, largest);
      }
      return value;
    }
    default:
      return schema.nullable ? null : 'Example';
  }
}

/** The path of every field in a body schema, nested objects and array items included, outermost first. */
export function fieldPaths(
  schema: Schema | undefined,
  prefix: (string | number)[] = [],
  depth = 0,
): (string | number)[][] {
  if (!schema || depth > 6) return [];
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (branch) return fieldPaths(branch, prefix, depth);
  const paths: (string | number)[][] = [];
  if (typeOf(schema) === 'object') {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      paths.push([...prefix, name]);
      paths.push(...fieldPaths(property, [...prefix, name], depth + 1));
    }
  } else if (typeOf(schema) === 'array' && schema.items) {
    paths.push([...prefix, 0]);
    paths.push(...fieldPaths(schema.items, [...prefix, 0], depth + 1));
  }
  return paths;
}
