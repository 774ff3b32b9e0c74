import { expect } from 'vitest';
import { type Parse, parseOrNull } from '../lib/wire-parse.ts';

type Path = (string | number)[];

/** Every path into the sample: object keys and array indices, at any depth. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...pathsOf(item, path)];
  });
}

/** A copy of the sample with the part at `path` replaced, or removed when `replacement` is undefined. */
function withPart(sample: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(sample);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (replacement === undefined) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

const REPLACEMENTS = [undefined, null, 0, '', 'x', true, false, [], {}, '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b'];

/**
 * The sample, and for every part of it: the sample with that part missing, null, of another type,
 * or given an extra key. Enough to tell whether a parser and a zod schema accept the same values.
 */
function wireVariants(sample: unknown): unknown[] {
  const variants: unknown[] = [sample, undefined, null, 'text', 42, [sample]];
  for (const path of pathsOf(sample)) {
    for (const replacement of REPLACEMENTS) variants.push(withPart(sample, path, replacement));
  }
  for (const path of [[], ...pathsOf(sample)]) {
    const part = path.length === 0 ? sample : path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], sample);
    if (typeof part === 'object' && part !== null && !Array.isArray(part)) {
      variants.push(path.length === 0 ? { ...part, extra: 1 } : withPart(sample, path, { ...part, extra: 1 }));
    }
  }
  return variants;
}

interface SafeParser {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false };
}

/** The parser answers what the contract's zod schema answers (null where zod fails), variant by variant. */
export function expectSameAsSchema<T>(parse: Parse<T>, schema: SafeParser, samples: unknown[]): void {
  for (const value of samples.flatMap(wireVariants)) {
    const expected = schema.safeParse(value);
    expect(parseOrNull(parse, value), JSON.stringify(value)).toEqual(expected.success ? expected.data : null);
  }
}
