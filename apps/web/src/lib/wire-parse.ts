/**
 * A handful of parsers for the answers the login path reads (stored session, token claims, login,
 * refresh, public branding) without zod, which would add about 25 KB gzipped to the first download
 * (BENCHMARKS.md). They behave like the contracts' zod schemas: an object keeps only its declared
 * keys, and anything else fails. Each parser is typed against the contract's type and compared with
 * the contract's schema in the tests, so the two cannot drift apart unnoticed.
 */
export const INVALID: unique symbol = Symbol('invalid');

/** The parsed value, or INVALID. */
export type Parse<T> = (value: unknown) => T | typeof INVALID;

type Shape = Record<string, Parse<unknown>>;
type Parsed<S extends Shape> = { [K in keyof S]: Exclude<ReturnType<S[K]>, typeof INVALID> };

/** The test of zod's objects and records: a non-null object that is not an array. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const string: Parse<string> = (value) => (typeof value === 'string' ? value : INVALID);
export const boolean: Parse<boolean> = (value) => (typeof value === 'boolean' ? value : INVALID);

/** The pattern of zod's `z.uuid()` (RFC 9562 versions 1-8, nil and max). */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
export const uuid: Parse<string> = (value) => (typeof value === 'string' && UUID.test(value) ? value : INVALID);

export function literal<const L extends string | number | boolean>(expected: L): Parse<L> {
  return (value) => (value === expected ? expected : INVALID);
}

export function oneOf<const L extends string>(choices: readonly L[]): Parse<L> {
  return (value) => (choices.includes(value as L) ? (value as L) : INVALID);
}

export function nullable<T>(parse: Parse<T>): Parse<T | null> {
  return (value) => (value === null ? null : parse(value));
}

export function optional<T>(parse: Parse<T>): Parse<T | undefined> {
  return (value) => (value === undefined ? undefined : parse(value));
}

export function arrayOf<T>(parse: Parse<T>): Parse<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return INVALID;
    const out: T[] = [];
    for (const item of value) {
      const parsed = parse(item);
      if (parsed === INVALID) return INVALID;
      out.push(parsed);
    }
    return out;
  };
}

/** `z.record(z.string(), ...)`: every own key, each value parsed. */
export function recordOf<T>(parse: Parse<T>): Parse<Record<string, T>> {
  return (value) => {
    if (!isRecord(value)) return INVALID;
    const out: Record<string, T> = {};
    for (const [key, item] of Object.entries(value)) {
      const parsed = parse(item);
      if (parsed === INVALID) return INVALID;
      out[key] = parsed;
    }
    return out;
  };
}

/** `z.object(shape)`: the declared keys only (unknown keys are dropped, as zod does; absent optional keys stay absent). */
export function object<const S extends Shape>(shape: S): Parse<Parsed<S>> {
  return (value) => {
    if (!isRecord(value)) return INVALID;
    const out: Record<string, unknown> = {};
    for (const [key, parse] of Object.entries(shape)) {
      const parsed = parse(value[key]);
      if (parsed === INVALID) return INVALID;
      if (parsed !== undefined || key in value) out[key] = parsed;
    }
    return out as Parsed<S>;
  };
}

/** `z.union([...])`: the first option that parses. */
export function union<A, B>(first: Parse<A>, second: Parse<B>): Parse<A | B> {
  return (value) => {
    const parsed = first(value);
    return parsed === INVALID ? second(value) : parsed;
  };
}

/** The parsed value, or null when it does not parse. */
export function parseOrNull<T>(parse: Parse<T>, value: unknown): T | null {
  const parsed = parse(value);
  return parsed === INVALID ? null : parsed;
}
