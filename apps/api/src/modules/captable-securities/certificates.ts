import { captable } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import type { FileStorage } from '#api/platform/storage.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';
import { renderCertificatePdf, storeCertificateBytes } from './certificate-pdf.ts';
import { insertStoredFile, issuerName, shareRowsToCertify, updateSecurityRow } from './securities.repository.ts';

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
  const rows = await shareRowsToCertify(trx, scope.capTableId, securityIds);
  if (rows.length === 0) return;
  const companyName = await issuerName(trx, scope.issuerId);
  for (const r of rows) {
    const bytes = await renderCertificatePdf({
      companyName,
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
    await updateSecurityRow(trx, scope.capTableId, r.id, { certificate_file_id: file.id });
  }
}

/** Removes bytes whose rows rolled back (best effort). */
export async function removeWritten(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((k) => storage.remove(k).catch(() => undefined)));
}
