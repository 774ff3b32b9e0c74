import { BAD_TEXT, encodeAny, PROTOTYPE_NAMES } from '../hostile-input.ts';

/**
 * The hostile values the fuzz stage puts in one field at a time: text PostgreSQL cannot store,
 * 4-byte characters, prototype names, huge and negative numbers, deep nesting, very long strings
 * and wrong types. Each has a name, printed with a failing request.
 */

export interface Mutation {
  name: string;
  /** The value in a JSON body (`rawJson` where JSON.stringify cannot make it). */
  json?: unknown;
  rawJson?: string;
  /** The value in a path segment or query parameter, already percent-encoded. */
  url: string;
}

/** The JSON text of an object `depth` levels deep, {"a":{"a":...}} (too deep for JSON.stringify). */
export const deepObjectJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const LONG = 'x'.repeat(100 * 1024);

const text = (name: string, value: string): Mutation => ({ name, json: value, url: encodeAny(value) });

export const MUTATIONS: Mutation[] = [
  text('a NUL alone', '\u0000'),
  ...BAD_TEXT.map(([name, value]) => text(name, value)),
  text('a 4-byte character', '😀'),
  text('4-byte characters around a word', '😀a😀'),
  ...PROTOTYPE_NAMES.map((name) => text(`the prototype name ${name}`, name)),
  { name: '1e308', json: 1e308, url: '1e308' },
  { name: '2^64', json: 2 ** 64, url: '18446744073709551616' },
  { name: 'a 23-digit number as text', json: '99999999999999999999999', url: '99999999999999999999999' },
  { name: 'a 23-digit number', rawJson: '99999999999999999999999', url: '99999999999999999999999' },
  { name: '-1', json: -1, url: '-1' },
  { name: '0.5', json: 0.5, url: '0.5' },
  {
    name: 'an object 10,000 levels deep',
    rawJson: deepObjectJson(10_000),
    url: `${'%5B'.repeat(2000)}${'%5D'.repeat(2000)}`,
  },
  { name: 'a 100 KB string', json: LONG, url: 'x'.repeat(8 * 1024) },
  { name: 'an empty string', json: '', url: '' },
  { name: 'true', json: true, url: 'true' },
  { name: 'null', json: null, url: 'null' },
  { name: 'an array', json: ['a', 1], url: 'a&x=1' },
  { name: 'an object', json: { a: 1 }, url: '%7B%22a%22%3A1%7D' },
  { name: 'a number', json: 7, url: '7' },
];

/** A seeded generator (mulberry32): the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct items of `items`, picked with `random`. */
export function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  }
  return picked;
}

/** A copy of `body` with the value at `path` replaced (containers on the way created as needed). */
function withValueAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof head === 'number') {
    const list = Array.isArray(body) ? [...body] : [];
    list[head] = withValueAt(list[head], rest, value);
    return list;
  }
  const object = body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
  Object.defineProperty(object, head, {
    value: withValueAt((object as Record<string, unknown>)[head], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return object;
}

const MARKER = '\u0001fuzz-raw\u0001';

/** The JSON text of `body` with the mutation's value at `path`. */
export function mutatedBody(body: unknown, path: (string | number)[], mutation: Mutation): string {
  const text = JSON.stringify(withValueAt(body, path, mutation.rawJson === undefined ? mutation.json : MARKER));
  return mutation.rawJson === undefined ? text : text.replace(JSON.stringify(MARKER), () => mutation.rawJson ?? '');
}
