import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FieldErrorsError } from '../lib/app-error.ts';

/** The words a person reads when a text holds a character the database cannot keep. */
const UNSTORABLE_TEXT_MESSAGE =
  'This text contains a character that cannot be saved (a null character or a broken emoji). Remove it and try again.';

/** Deeper than any body of the contracts; a deeper one is left to the schema's own checks. */
const MAX_DEPTH = 32;

/**
 * Whether PostgreSQL can store the text: no NUL (text columns refuse it) and no lone surrogate
 * (not valid UTF-8). Emoji and other astral characters come as surrogate pairs and are fine.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !/\p{Cs}/u.test(value);
}

function joinPath(parent: string, key: string | number): string {
  const name = typeof key === 'string' && !isStorableText(key) ? '(field name)' : String(key);
  return parent ? `${parent}.${name}` : name;
}

/** The dotted path (as validation errors name fields) of the first unstorable string or key, if any. */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnstorableText(value[i], joinPath(path, i), depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  // Buffers and streams (uploads) are not text; only plain parsed objects are walked.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = joinPath(path, key);
    if (!isStorableText(key)) return at;
    const found = findUnstorableText(item, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  // The router's params and the query parser's object have their own prototypes: copied into plain
  // objects so that they are walked like a parsed body.
  const params = { ...(request.params as object) };
  const query = { ...(request.query as object) };
  for (const part of [params, query, request.body]) {
    const field = findUnstorableText(part);
    if (field === undefined) continue;
    const name = field || 'body';
    // `detail` names the field as the schema's validation errors do; `errors` where the route sends it.
    const error = new FieldErrorsError({ [name]: UNSTORABLE_TEXT_MESSAGE });
    error.message = `${name}: ${UNSTORABLE_TEXT_MESSAGE}`;
    throw error;
  }
}

/**
 * One guard for every route (issue 13 point 6): a string PostgreSQL cannot store, in any params,
 * query or body, answers 400 naming the field, in the error handler's field-errors shape, before any
 * schema or handler sees it.
 */
export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', refuseUnstorableText);
}
