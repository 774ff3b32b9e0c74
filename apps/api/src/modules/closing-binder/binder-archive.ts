import { createHash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import { BINDER_MANIFEST_PATH, BINDER_SIGNATURE_PATH, type BinderManifestFile } from '@dl/contracts';
import { ZipFile } from 'yazl';

/** A file of the binder: small records are bytes; documents are streamed from storage. */
export type BinderEntry =
  | { path: string; bytes: Buffer }
  | {
      path: string;
      open: () => Readable;
      /** The SHA-256 the storage recorded when the file was stored: the bytes must still match it. */
      expectedSha256: string;
    };

/** Makes the manifest and its signature once every file's size and hash are known. */
export type SealManifest = (files: BinderManifestFile[]) => Promise<{ manifest: Buffer; signature: Buffer }>;

/**
 * The binder as a ZIP stream: the files first (documents streamed from storage and hashed on the
 * way, never held whole), then `manifest.json` and `manifest.json.p7s`. A document whose bytes no
 * longer match their stored hash ends the stream with an error: the platform never signs a manifest
 * over altered documents. Closing the stream early closes the documents being read.
 */
export function binderStream(entries: BinderEntry[], seal: SealManifest, mtime: Date): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const open = new Set<Readable>();
  const fail = (err: unknown) => {
    for (const source of open) source.destroy();
    output.destroy(err instanceof Error ? err : new Error(String(err)));
  };
  zip.on('error', fail);
  output.on('close', () => {
    for (const source of open) source.destroy();
  });
  const files = entries.map((entry) => addEntry(zip, entry, mtime, open));
  Promise.all(files)
    .then(async (listed) => {
      const { manifest, signature } = await seal(listed);
      zip.addBuffer(manifest, BINDER_MANIFEST_PATH, { mtime, compress: true });
      zip.addBuffer(signature, BINDER_SIGNATURE_PATH, { mtime, compress: false });
      zip.end();
    })
    .catch(fail);
  return output;
}

function addEntry(zip: ZipFile, entry: BinderEntry, mtime: Date, open: Set<Readable>): Promise<BinderManifestFile> {
  if ('bytes' in entry) {
    zip.addBuffer(entry.bytes, entry.path, { mtime, compress: true });
    const sha256 = createHash('sha256').update(entry.bytes).digest('hex');
    return Promise.resolve({ path: entry.path, size: entry.bytes.length, sha256 });
  }
  return new Promise((resolve, reject) => {
    // Opened only when the archive reaches the entry: one document is read at a time.
    zip.addReadStreamLazy(entry.path, { mtime, compress: false }, (ready) => {
      const hash = createHash('sha256');
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
        flush(done) {
          const sha256 = hash.digest('hex');
          if (sha256 !== entry.expectedSha256) {
            const error = new Error(`${entry.path}: the stored bytes no longer match their recorded SHA-256`);
            reject(error);
            return done(error);
          }
          resolve({ path: entry.path, size, sha256 });
          done();
        },
      });
      let source: Readable;
      try {
        source = entry.open();
      } catch (err) {
        reject(err);
        return ready(err, meter);
      }
      open.add(source);
      source.on('close', () => open.delete(source));
      source.on('error', (err) => {
        reject(err);
        meter.destroy(err);
      });
      meter.on('error', reject);
      source.pipe(meter);
      ready(null, meter);
    });
  });
}
