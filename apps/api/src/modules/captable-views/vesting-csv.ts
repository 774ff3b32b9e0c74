import { captable } from '@dl/domain';
import type { AppContext } from '#api/lib/context.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';
import { keysetPages } from './csv-stream.ts';
import { grantsAfter } from './vesting.repository.ts';
import { grantVesting, todayIso } from './vesting.service.ts';

/** The vesting CSV: each grant with what has vested today, read in keyset pages. */
export async function* vestingRecords(ctx: AppContext, scope: CapTableScope): AsyncGenerator<Record<string, string>> {
  const today = todayIso();
  const pages = keysetPages(
    (after: string | null, limit) => grantsAfter(ctx.db, scope.capTableId, after, limit),
    (r) => r.id,
  );
  for await (const r of pages) {
    const v = grantVesting(r, today);
    yield {
      security_id: r.id,
      kind: r.kind,
      stakeholder_id: r.stakeholder_id ?? '',
      stakeholder_name: r.stakeholder_name ?? '',
      quantity: r.quantity === null ? '' : captable.exact.norm(r.quantity),
      vested_today: v.vested.value,
      unvested_today: v.unvested,
      next_vesting_date: v.next ?? '',
      rounding: v.vested.rounding,
    };
  }
}
