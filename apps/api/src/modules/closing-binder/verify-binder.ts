import { createHash } from 'node:crypto';
import {
  BINDER_MANIFEST_PATH,
  BINDER_SIGNATURE_PATH,
  type BinderManifest,
  type BinderVerification,
  binderManifestSchema,
} from '@dl/contracts';
import yauzl from 'yauzl';
import { checkManifestSignature, type SignatureCheck } from './manifest-signature.ts';

/** The archive cannot be read as a ZIP at all: there is nothing to report on. */
export class NotABinderError extends Error {}

/** The manifest and its signature are small; a larger one is not a binder's. */
const MAX_KEPT_BYTES = 1024 * 1024;
/** Bounds the work of a hostile archive (a ZIP bomb): a binder of PDFs stays far below it. */
const MAX_EXPANDED_BYTES = 2 * 1024 * 1024 * 1024;
const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];

/** Whether the bytes start like a ZIP archive (judged by content, never by the name). */
export function looksLikeZip(head: Buffer): boolean {
  return ZIP_MAGIC.some((magic) => head.subarray(0, magic.length).equals(magic));
}

interface ReadEntry {
  sha256: string | null;
  size: number;
  kept?: Buffer;
}

async function readEntries(zip: Buffer) {
  let archive: yauzl.ZipFile;
  try {
    archive = await yauzl.fromBufferPromise(zip, {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: true,
    });
  } catch {
    throw new NotABinderError('The file is not a readable ZIP archive.');
  }
  const entries = new Map<string, ReadEntry>();
  const strays: string[] = [];
  let expanded = 0;
  try {
    for await (const entry of archive.eachEntry()) {
      const name = entry.fileName;
      // A directory, or a name given twice (which copy would count?), is never part of a binder.
      if (name.endsWith('/') || entries.has(name)) {
        strays.push(name);
        continue;
      }
      expanded += entry.uncompressedSize;
      if (expanded > MAX_EXPANDED_BYTES) throw new NotABinderError('The archive expands beyond any closing binder.');
      const keep =
        (name === BINDER_MANIFEST_PATH || name === BINDER_SIGNATURE_PATH) && entry.uncompressedSize <= MAX_KEPT_BYTES;
      entries.set(name, await readEntry(archive, entry, keep));
    }
  } catch (err) {
    if (err instanceof NotABinderError) throw err;
    throw new NotABinderError('The file is not a readable ZIP archive.');
  }
  return { entries, strays };
}

/** Hashes one entry as it streams; an entry that cannot be read (encrypted, corrupt) has no hash. */
async function readEntry(archive: yauzl.ZipFile, entry: yauzl.Entry, keep: boolean): Promise<ReadEntry> {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const stream = await archive.openReadStreamPromise(entry);
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
      if (keep) chunks.push(chunk);
    }
  } catch {
    return { sha256: null, size };
  }
  return { sha256: hash.digest('hex'), size, ...(keep ? { kept: Buffer.concat(chunks) } : {}) };
}

function parseManifest(bytes: Buffer | undefined): BinderManifest | null {
  if (!bytes) return null;
  try {
    const parsed = binderManifestSchema.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks a closing binder: the manifest's signature against `trustedPem` (the platform certificate),
 * then every file the manifest names against the archive (size and SHA-256), and no entry beyond
 * them. Valid only when all of it holds. Throws NotABinderError when the bytes are no readable ZIP.
 */
export async function verifyBinder(zip: Buffer, trustedPem: string): Promise<BinderVerification> {
  if (!looksLikeZip(zip)) throw new NotABinderError('The file is not a ZIP archive.');
  const { entries, strays } = await readEntries(zip);
  const manifestBytes = entries.get(BINDER_MANIFEST_PATH)?.kept;
  const signatureBytes = entries.get(BINDER_SIGNATURE_PATH)?.kept;
  const manifest = parseManifest(manifestBytes);
  const missing = [BINDER_MANIFEST_PATH, BINDER_SIGNATURE_PATH].filter((path) => !entries.has(path));

  const signature: SignatureCheck =
    manifestBytes && signatureBytes
      ? checkManifestSignature(manifestBytes, signatureBytes, trustedPem)
      : { valid: false, signer_common_name: null, problem: 'The binder has no readable manifest signature.' };

  const listed = manifest?.files ?? [];
  const files = listed.map((file) => {
    const found = entries.get(file.path);
    if (!found) missing.push(file.path);
    const ok = found !== undefined && found.sha256 === file.sha256 && found.size === file.size;
    return { path: file.path, expected_sha256: file.sha256, actual_sha256: found?.sha256 ?? null, ok };
  });
  const named = new Set([BINDER_MANIFEST_PATH, BINDER_SIGNATURE_PATH, ...listed.map((f) => f.path)]);
  const unexpected = [...[...entries.keys()].filter((path) => !named.has(path)), ...strays];
  const valid =
    signature.valid && manifest !== null && files.every((f) => f.ok) && missing.length === 0 && unexpected.length === 0;
  return { valid, investment_id: manifest?.investment_id ?? null, signature, files, missing, unexpected };
}
