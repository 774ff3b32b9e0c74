import type { Readable } from 'node:stream';
import type { CSV_TABLES } from '@dl/contracts';
import { type Action, captable } from '@dl/domain';
import type { AppContext } from '#api/lib/context.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { allHolders } from '../captable-holders/index.ts';
import { ledgerAfter, type NameKey, plansAfter, securitiesAfter, stakeholdersAfter } from './csv.repository.ts';
import { csvStream, keysetPages } from './csv-stream.ts';
import { summary } from './ownership.service.ts';
import { vestingRecords } from './vesting-csv.ts';

/**
 * The cap table's lists as CSV (issue 17 point 7): streamed from keyset pages, amounts as exact
 * strings, every cell formula-guarded. Who may export a list is who may read it.
 */

export type CsvTable = (typeof CSV_TABLES)[number];
type Rec = Record<string, string>;
const s = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const n = (v: string | null): string => (v === null ? '' : captable.exact.norm(v));

interface Source {
  action: Action;
  columns: readonly string[];
  records(ctx: AppContext, scope: CapTableScope): AsyncIterable<Rec>;
}

const SOURCES: Record<CsvTable, Source> = {
  summary: {
    action: 'captable.read',
    columns: [
      'class_id',
      'name',
      'kind',
      'authorized',
      'issued',
      'outstanding',
      'fully_diluted',
      'percent_fully_diluted',
      'definition',
      'rounding',
    ],
    async *records(ctx, scope) {
      const { data } = await summary(ctx, scope, 'FD');
      const common = { definition: data.definition_text, rounding: data.rounding };
      for (const c of data.classes)
        yield { ...c, class_id: s(c.class_id), authorized: s(c.authorized), ...common } as Rec;
      yield {
        class_id: '',
        name: 'Total',
        kind: '',
        authorized: '',
        issued: data.totals.issued,
        outstanding: data.totals.outstanding,
        fully_diluted: data.totals.fully_diluted,
        percent_fully_diluted: captable.exact.percent(data.totals.fully_diluted, data.totals.fully_diluted),
        ...common,
      };
    },
  },
  stakeholders: {
    action: 'captable.read',
    columns: [
      'id',
      'name',
      'stakeholder_type',
      'email',
      'relationship',
      'outstanding_as_converted',
      'options_and_warrants',
    ],
    async *records(ctx, scope) {
      const pages = keysetPages(
        (after: NameKey | null, limit) => stakeholdersAfter(ctx.db, scope.capTableId, after, limit),
        (r) => ({ name: r.name, id: r.id }),
      );
      for await (const r of pages)
        yield {
          id: r.id,
          name: r.name,
          stakeholder_type: r.stakeholder_type,
          email: s(r.email),
          relationship: s(r.relationship),
          outstanding_as_converted: n(r.as_converted),
          options_and_warrants: n(r.rights),
        };
    },
  },
  securities: {
    action: 'captable.read',
    columns: [
      'id',
      'kind',
      'status',
      'stakeholder_id',
      'stakeholder_name',
      'class_id',
      'plan_id',
      'quantity',
      'price',
      'option_kind',
      'issue_date',
      'terms_id',
      'terms_version',
      'parent_id',
      'created_by_tx',
      'ended_by_tx',
    ],
    async *records(ctx, scope) {
      const pages = keysetPages(
        (after: string | null, limit) => securitiesAfter(ctx.db, scope.capTableId, after, limit),
        (r) => r.id,
      );
      for await (const r of pages) {
        const out: Rec = {};
        for (const [k, v] of Object.entries(r)) out[k] = s(v);
        yield { ...out, quantity: n(r.quantity), price: n(r.price) };
      }
    },
  },
  ledger: {
    action: 'captable.read',
    columns: ['seq', 'id', 'type', 'date', 'security_id', 'body', 'recorded_on'],
    async *records(ctx, scope) {
      const pages = keysetPages(
        (after: string | null, limit) => ledgerAfter(ctx.db, scope.capTableId, after, limit),
        (r) => String(r.seq),
      );
      for await (const r of pages)
        yield {
          seq: String(r.seq),
          id: r.id,
          type: r.type,
          date: r.date,
          security_id: s(r.security_id),
          body: JSON.stringify(r.body),
          recorded_on: r.created_on.toISOString(),
        };
    },
  },
  plans: {
    action: 'captable.read',
    columns: [
      'id',
      'name',
      'class_id',
      'reserved',
      'outstanding_awards',
      'issued_from_plan',
      'available',
      'cancellation_behavior',
      'board_approval_date',
    ],
    async *records(ctx, scope) {
      const pages = keysetPages(
        (after: string | null, limit) => plansAfter(ctx.db, scope.capTableId, after, limit),
        (r) => r.id,
      );
      for await (const r of pages) {
        const totals = {
          reserved: n(r.reserved),
          outstandingAwards: n(r.outstanding_awards),
          issuedFromPlan: n(r.issued_from_plan),
        };
        yield {
          id: r.id,
          name: r.name,
          class_id: r.class_id,
          reserved: totals.reserved,
          outstanding_awards: totals.outstandingAwards,
          issued_from_plan: totals.issuedFromPlan,
          available: captable.planAvailable(totals),
          cancellation_behavior: r.cancellation_behavior,
          board_approval_date: s(r.board_approval_date),
        };
      }
    },
  },
  vesting: {
    action: 'captable.read',
    columns: [
      'security_id',
      'kind',
      'stakeholder_id',
      'stakeholder_name',
      'quantity',
      'vested_today',
      'unvested_today',
      'next_vesting_date',
      'rounding',
    ],
    records: (ctx, scope) => vestingRecords(ctx, scope),
  },
  holders: {
    action: 'captable.users.read',
    columns: ['stakeholder_id', 'name', 'email', 'status', 'invited_on'],
    async *records(ctx, scope) {
      for await (const h of allHolders(ctx, scope)) yield { ...h, email: s(h.email), invited_on: s(h.invited_on) };
    },
  },
};

export const csvAction = (table: CsvTable): Action => SOURCES[table].action;

/** The list as a CSV stream; the export itself is audited (who took which list). */
export async function capTableCsv(ctx: AppContext, scope: CapTableScope, table: CsvTable): Promise<Readable> {
  await ctx.db.transaction().execute((trx) =>
    recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'captable_exported',
      subject: scope.capTableId,
      data: { table },
    }),
  );
  const source = SOURCES[table];
  return csvStream(source.columns, source.records(ctx, scope));
}
