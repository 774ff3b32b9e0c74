import { captable } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import type { FileStorage } from '#api/platform/storage.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';
import { insertStoredFile, renderCertificatePdf, storeCertificateBytes } from './certificate-pdf.ts';

/**
 * Certificates of new share holdings (CS, PS): one PDF per security, stored as a file of the tenant and
 * linked as the security's certificate_file_id, in the caller's transaction. The bytes are written
 * first; `written` collects their keys so a rolled-back transaction can remove them.
 */
export async function certifyShares(
  trx: Executor,
  storage: FileStorage,
  scope: CapTableScope,
  securityIds: readonly string[],
  written: string[],
): Promise<void> {
  if (securityIds.length === 0) return;
  const rows = await trx
    .selectFrom('cap_security as s')
    .innerJoin('cap_stakeholder as h', (j) =>
      j.onRef('h.cap_table_id', '=', 's.cap_table_id').onRef('h.id', '=', 's.stakeholder_id'),
    )
    .leftJoin('cap_stock_class as c', (j) =>
      j.onRef('c.cap_table_id', '=', 's.cap_table_id').onRef('c.id', '=', 's.class_id'),
    )
    .select(['s.id', 's.kind', 's.quantity', 's.price', 's.issue_date', 'h.name as holder', 'c.name as class_name'])
    .where('s.cap_table_id', '=', scope.capTableId)
    .where('s.id', 'in', [...securityIds])
    .where('s.kind', 'in', ['CS', 'PS'])
    .where('s.status', '=', 'issued')
    .execute();
  if (rows.length === 0) return;
  const company = await trx
    .selectFrom('issuer')
    .select('name')
    .where('id', '=', scope.issuerId)
    .executeTakeFirstOrThrow();
  for (const r of rows) {
    const bytes = await renderCertificatePdf({
      companyName: company.name,
      securityId: r.id,
      holderName: r.holder,
      quantity: captable.exact.norm(r.quantity ?? '0'),
      className: r.class_name ?? r.kind,
      kindLabel: captable.SECURITY_KIND_LABELS[r.kind],
      issueDate: r.issue_date ?? '',
      price: r.price === null ? null : captable.exact.norm(r.price),
    });
    const file = await storeCertificateBytes(storage, scope.fiduciaryId, `Certificate ${r.id}.pdf`, bytes);
    written.push(file.storage_key);
    await insertStoredFile(trx, file);
    await trx
      .updateTable('cap_security')
      .set({ certificate_file_id: file.id })
      .where('cap_table_id', '=', scope.capTableId)
      .where('id', '=', r.id)
      .execute();
  }
}

/** Removes bytes whose rows rolled back (best effort). */
export async function removeWritten(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((k) => storage.remove(k).catch(() => undefined)));
}
