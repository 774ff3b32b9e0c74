import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';

/** Every entry of a ZIP with its bytes, in archive order (tests only: binders are small there). */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of archive.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of (await archive.openReadStreamPromise(entry)) as AsyncIterable<Buffer>) chunks.push(chunk);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  return entries;
}

/** A ZIP of the given entries, in order. */
export function zipOf(entries: Iterable<[string, Buffer]>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [path, bytes] of entries) zip.addBuffer(bytes, path);
  zip.end();
  return collect(zip.outputStream as Readable);
}

export async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A copy of the entries with one byte of `path` changed. */
export function tampered(entries: Map<string, Buffer>, path: string, index = 0): Map<string, Buffer> {
  const copy = new Map(entries);
  const bytes = Buffer.from(copy.get(path) ?? Buffer.alloc(0));
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  copy.set(path, bytes);
  return copy;
}
