import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Executor } from '#api/db/database.ts';
import { zipFiles } from '#api/platform/ocf/export-writer.ts';
import { issuerName } from './captable-ocf.repository.ts';
import { type ExportScope, writeOcfFiles } from './ocf-export.ts';

/**
 * `GET .../ocf/export`: the package's files are written to a temporary directory (ocf-export.ts), then
 * zipped as a stream; the directory is removed once the stream ends.
 */
async function exportOcfPackage(
  db: Executor,
  scope: ExportScope & { issuerName: string },
): Promise<{ filename: string; stream: Readable }> {
  const dir = await mkdtemp(join(tmpdir(), 'dl-ocf-'));
  try {
    const files = await writeOcfFiles(db, scope, dir);
    const slug = scope.issuerName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'cap-table';
    const stream = zipFiles(files, () => void rm(dir, { recursive: true, force: true }));
    return { filename: `${slug}.ocf.zip`, stream };
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}

/** The package of the cap table, named after its issuer. */
export async function exportIssuerOcfPackage(
  db: Executor,
  scope: ExportScope,
): Promise<{ filename: string; stream: Readable }> {
  const issuer = await issuerName(db, scope.issuerId);
  return exportOcfPackage(db, { ...scope, issuerName: issuer.name });
}
