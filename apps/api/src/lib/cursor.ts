import { AppError } from './app-error.ts';

/** Keyset cursor: the sort key of the last row of a page, opaque to clients. */
export interface Cursor {
  created_on: string;
  id: string;
}

/** PostgreSQL's text form of a timestamptz, kept verbatim so that microseconds survive. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.created_on}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string): Cursor {
  const [createdOn, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (!createdOn || !id || !TIMESTAMP.test(createdOn) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new AppError('BAD_REQUEST', 'cursor: Invalid cursor');
  }
  return { created_on: createdOn, id };
}
