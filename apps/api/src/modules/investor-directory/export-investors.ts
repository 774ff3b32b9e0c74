import { Readable } from 'node:stream';
import type { InvestorFilters } from '@dl/contracts';
import { INVESTOR_EXPORT_COLUMNS } from '@dl/domain';
import { stringify } from 'csv-stringify';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { toInvestorRow } from './investor-directory.mapper.ts';
import { exportPage } from './investor-directory.repository.ts';

/** Rows read per keyset page: the export never holds more than this in memory. */
const EXPORT_PAGE = 500;

async function* investorRecords(ctx: AppContext, fiduciaryId: string, filters: InvestorFilters) {
  let after: { name: string; id: string } | null = null;
  for (;;) {
    const rows = await exportPage(ctx.db, { fiduciaryId, filters, after, limit: EXPORT_PAGE });
    for (const row of rows) {
      const investor = toInvestorRow(row);
      yield {
        ...investor,
        invitation_status: investor.invitation_status_label ?? '',
        kyc_state: investor.kyc_state_label,
      };
    }
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE) return;
    after = { name: last.sort_name, id: last.id };
  }
}

/**
 * The investors matching the list's filters as CSV, in name order, streamed: keyset pages of
 * EXPORT_PAGE rows are read one after the other while the answer is being sent.
 */
export async function investorCsv(
  ctx: AppContext,
  args: { fiduciaryId: string; userId: string; filters: InvestorFilters },
): Promise<Readable> {
  const { fiduciaryId, filters } = args;
  // A list of people's names, e-mails and amounts leaving the platform: who took it, and which part.
  await ctx.db.transaction().execute((trx) =>
    recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: args.userId,
      kind: 'investors_exported',
      subject: fiduciaryId,
      data: { filters },
    }),
  );
  const records = Readable.from(investorRecords(ctx, fiduciaryId, filters));
  // A cell a spreadsheet would run as a formula (=, +, -, @) is kept as text.
  const csv = stringify({
    header: true,
    columns: [...INVESTOR_EXPORT_COLUMNS],
    cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
  });
  records.on('error', (err) => csv.destroy(err));
  return records.pipe(csv);
}
