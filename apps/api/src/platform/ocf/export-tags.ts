/**
 * Tagged comments (CAPTABLE 11.5): what the product keeps that OCF has no field for travels in an
 * object's `comments` as `dl:<key>=<value>` (the value JSON when it is not a plain string). An import
 * reads the tags back and keeps every other comment as it was.
 */
const TAG_PREFIX = 'dl:';

export function tag(key: string, value: unknown): string {
  return `${TAG_PREFIX}${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
}

export interface SplitComments {
  /** key -> every value given for it, in order */
  tags: Map<string, string[]>;
  /** the comments that are not tags */
  others: string[];
}

export function splitComments(comments: unknown): SplitComments {
  const tags = new Map<string, string[]>();
  const others: string[] = [];
  for (const c of Array.isArray(comments) ? comments : []) {
    if (typeof c !== 'string') continue;
    const m = /^dl:([a-z_]+)=([\s\S]*)$/.exec(c);
    if (!m) {
      others.push(c);
      continue;
    }
    const key = m[1] as string;
    tags.set(key, [...(tags.get(key) ?? []), m[2] as string]);
  }
  return { tags, others };
}

export const firstTag = (s: SplitComments, key: string): string | undefined => s.tags.get(key)?.[0];

/** A JSON tag's value, or undefined when absent or not JSON. */
export function jsonTag<T>(s: SplitComments, key: string): T | undefined {
  const raw = firstTag(s, key);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

/** The comments of an object: the kept ones first, then the tags; none at all: no `comments` field. */
export function withComments<T extends Record<string, unknown>>(object: T, others: unknown, tags: string[]): T {
  const kept = Array.isArray(others) ? others.filter((c): c is string => typeof c === 'string') : [];
  const all = [...kept.filter((c) => !c.startsWith(TAG_PREFIX)), ...tags];
  return all.length > 0 ? { ...object, comments: all } : object;
}
