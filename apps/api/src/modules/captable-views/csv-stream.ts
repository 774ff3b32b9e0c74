import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** Rows read per keyset page: an export never holds more than one page in memory. */
const CSV_PAGE = 500;

/** A spreadsheet would run a cell starting with =, +, -, @ (or a tab or return) as a formula: keep it as text. */
export function guardFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Reads keyset pages one after the other while the answer is sent: `read(after)` gives the rows
 * after the last one of the previous page (null: from the start).
 */
export async function* keysetPages<R, K>(
  read: (after: K | null, limit: number) => Promise<R[]>,
  keyOf: (row: R) => K,
): AsyncGenerator<R> {
  let after: K | null = null;
  for (;;) {
    const rows = await read(after, CSV_PAGE);
    for (const row of rows) yield row;
    const last = rows.at(-1);
    if (!last || rows.length < CSV_PAGE) return;
    after = keyOf(last);
  }
}

/** The records as CSV text, streamed: a header row, every cell escaped and formula-guarded. */
export function csvStream(columns: readonly string[], records: AsyncIterable<Record<string, string>>): Readable {
  const source = Readable.from(records);
  const csv = stringify({ header: true, columns: [...columns], cast: { string: guardFormula } });
  source.on('error', (err) => csv.destroy(err));
  return source.pipe(csv);
}
