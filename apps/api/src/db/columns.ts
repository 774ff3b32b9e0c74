import type { ColumnType } from 'kysely';

/**
 * The column types every table file shares: one definition of how a timestamp, a JSON document, an
 * exact number and a date read and write.
 */

/** timestamptz: read as a Date; written as a Date or an ISO string; defaulted by the database on insert. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: read parsed; written as the value or its JSON text. */
export type Json<T = Record<string, unknown>> = ColumnType<T, T | string | undefined, T | string>;
/** numeric columns come back as strings from pg: exact money and share counts, never floats. */
export type Numeric = ColumnType<string, string | number, string | number>;
/** date (no time of day): read and written as YYYY-MM-DD. */
export type DateOnly = ColumnType<string, string, string>;
