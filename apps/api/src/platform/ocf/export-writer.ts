import { createHash, type Hash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

const FIRST = ['id', 'object_type'];

const rank = (k: string): number => {
  const i = FIRST.indexOf(k);
  return i === -1 ? FIRST.length : i;
};
const byCanonicalOrder = (a: string, b: string): number => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * JSON with a fixed key order (id, object_type, then alphabetical, at every depth): the same objects
 * give the same bytes. Written out directly, without copies of the objects.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  const record = value as Record<string, unknown>;
  let out = '';
  for (const key of Object.keys(record).sort(byCanonicalOrder)) {
    const v = record[key];
    if (v === undefined || typeof v === 'function') continue;
    out += `${out ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(v)}`;
  }
  return `{${out}}`;
}

/**
 * One OCF object file written to disk as its objects arrive, page by page, with its MD5 computed on
 * the bytes written (OCF 1.2.0 manifests give md5 only). Memory stays one page, whatever the size.
 */
export class OcfFileWriter {
  readonly name: string;
  readonly path: string;
  private readonly out: WriteStream;
  private readonly hash: Hash = createHash('md5');
  private count = 0;

  constructor(dir: string, name: string, head: string) {
    this.name = name;
    this.path = join(dir, name);
    this.out = createWriteStream(this.path);
    this.push(head);
  }

  /** An OCF object file: `{"file_type": ..., "items": [ ... ]}`. */
  static objects(dir: string, name: string, fileType: string): OcfFileWriter {
    return new OcfFileWriter(dir, name, `{"file_type":${JSON.stringify(fileType)},"items":[`);
  }

  get items(): number {
    return this.count;
  }

  private push(text: string): boolean {
    const chunk = Buffer.from(text, 'utf8');
    this.hash.update(chunk);
    return this.out.write(chunk);
  }

  /** Appends objects (one page); waits when the disk is behind. */
  async add(objects: readonly unknown[]): Promise<void> {
    if (objects.length === 0) return;
    const text = objects.map((o, i) => `${this.count + i === 0 ? '' : ','}\n${canonicalJson(o)}`).join('');
    this.count += objects.length;
    if (!this.push(text)) await once(this.out, 'drain');
  }

  /** Objects already serialised (canonicalJson), one page. */
  async addJson(texts: readonly string[]): Promise<void> {
    if (texts.length === 0) return;
    const text = texts.map((t, i) => `${this.count + i === 0 ? '' : ','}\n${t}`).join('');
    this.count += texts.length;
    if (!this.push(text)) await once(this.out, 'drain');
  }

  /** Raw JSON text (the manifest's parts). */
  async raw(text: string): Promise<void> {
    if (!this.push(text)) await once(this.out, 'drain');
  }

  /** Closes the file: its path and MD5. */
  async close(tail = '\n]}\n'): Promise<{ filepath: string; md5: string }> {
    this.push(tail);
    this.out.end();
    await once(this.out, 'finish');
    return { filepath: this.name, md5: this.hash.digest('hex') };
  }
}

/** The files, zipped in order (the manifest first), as a stream; `done` runs once it ends or fails. */
export function zipFiles(files: readonly { name: string; path: string }[], done: () => void): Readable {
  const zip = new ZipFile();
  for (const f of files) zip.addFile(f.path, f.name);
  zip.end();
  const stream = zip.outputStream as Readable;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    done();
  };
  stream.once('end', finish);
  stream.once('close', finish);
  stream.once('error', finish);
  return stream;
}
