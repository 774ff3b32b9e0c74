import type { StockClass, StockClassBody } from '@dl/contracts';
import { captable } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { FieldErrorsError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { appendLedgerTx, nextIds } from '#api/modules/captable-ledger/index.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';
import { findClasses, findLedgerRows } from './setup-ledger.repository.ts';
import { termsType } from './terms.service.ts';

/**
 * Stock classes (CAPTABLE 2): a class and each change of its authorized shares are ledger
 * transactions ('stock_class', 'authorized_adjustment'); the store writes the class row with its
 * name, price, votes, seniority, terms and board approval date. Editors create classes; changing
 * authorized shares is an admin's act.
 */

const norm = (v: string): string => captable.exact.norm(v);
type History = StockClass['authorized_history'];

/** Each class's authorized shares over time, from its ledger rows (cap_tx_type_idx). */
/** Each class's authorized shares over time, from its ledger rows. */
async function histories(db: Executor, capTableId: string, classId?: string): Promise<Map<string, History>> {
  const rows = await findLedgerRows(
    db,
    capTableId,
    ['stock_class', 'authorized_adjustment'],
    classId === undefined ? undefined : { key: 'classId', ids: [classId] },
  );
  const byClass = new Map<string, History>();
  for (const r of rows) {
    const body = r.body as { classId?: string; authorized?: string };
    if (!body.classId || body.authorized === undefined) continue;
    byClass.set(body.classId, [
      ...(byClass.get(body.classId) ?? []),
      { date: r.date, authorized: body.authorized, tx_id: r.id },
    ]);
  }
  return byClass;
}

async function readClasses(db: Executor, capTableId: string, classId?: string): Promise<StockClass[]> {
  const [rows, history] = await Promise.all([findClasses(db, capTableId, classId), histories(db, capTableId, classId)]);
  return rows.map((r) => ({
    ...r,
    authorized: norm(r.authorized),
    issued: norm(r.issued),
    treasury: norm(r.treasury),
    conversion_ratio: norm(r.conversion_ratio),
    price_per_share: r.price_per_share === null ? null : norm(r.price_per_share),
    votes_per_share: norm(r.votes_per_share),
    authorized_history: history.get(r.id) ?? [],
  }));
}

export async function listStockClasses(ctx: AppContext, who: CapTableScope) {
  const results = await readClasses(ctx.db, who.capTableId);
  return { results, count: results.length };
}

async function oneClass(db: Executor, capTableId: string, classId: string): Promise<StockClass> {
  const found = (await readClasses(db, capTableId, classId))[0];
  if (!found) throw notFound();
  return found;
}

/** Terms of a common class are type 1, of a preferred class type 2 or 3. */
async function checkClassTerms(db: Executor, capTableId: string, body: StockClassBody): Promise<void> {
  if (!body.terms_id) return;
  const type = await termsType(db, capTableId, body.terms_id);
  if (type === null) throw new FieldErrorsError({ terms_id: 'Choose terms of this cap table.' });
  const fits = body.kind === 'CS' ? type === 1 : type === 2 || type === 3;
  if (!fits)
    throw new FieldErrorsError({
      terms_id:
        body.kind === 'CS'
          ? 'A common stock class takes common equity terms (type 1).'
          : 'A preferred stock class takes preferred equity terms (type 2 or 3).',
    });
}

export async function createStockClass(ctx: AppContext, who: CapTableScope, body: StockClassBody) {
  await checkClassTerms(ctx.db, who.capTableId, body);
  return ctx.db.transaction().execute(async (trx) => {
    const [classId] = (await nextIds(trx, who.capTableId, 'CLS')) as [string];
    await appendLedgerTx(
      trx,
      who,
      {
        type: 'stock_class',
        classId,
        kind: body.kind,
        authorized: norm(body.authorized),
        ...(body.conversion_ratio ? { conversionRatio: norm(body.conversion_ratio) } : {}),
        date: body.board_approval_date,
      },
      {
        classFields: {
          name: body.name,
          price_per_share: body.price_per_share ? norm(body.price_per_share) : null,
          ...(body.votes_per_share ? { votes_per_share: norm(body.votes_per_share) } : {}),
          ...(body.seniority === undefined ? {} : { seniority: body.seniority }),
          terms_id: body.terms_id ?? null,
          board_approval_date: body.board_approval_date,
        },
        audit: { name: body.name },
      },
    );
    return oneClass(trx, who.capTableId, classId);
  });
}

export async function adjustAuthorized(
  ctx: AppContext,
  who: CapTableScope,
  classId: string,
  body: { authorized: string; date: string },
) {
  return ctx.db.transaction().execute(async (trx) => {
    await oneClass(trx, who.capTableId, classId);
    await appendLedgerTx(trx, who, {
      type: 'authorized_adjustment',
      classId,
      authorized: norm(body.authorized),
      date: body.date,
    });
    return oneClass(trx, who.capTableId, classId);
  });
}
