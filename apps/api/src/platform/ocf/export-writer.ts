import { createHash, type Hash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

const FIRST = ['id', 'object_type'];

/** JSON with a fixed key order (id, object_type, then alphabetical, at every depth): the same objects give the same bytes. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
    const record = v as Record<string, unknown>;
    const keys = Object.keys(record).sort((a, b) => {
      const fa = FIRST.indexOf(a);
      const fb = FIRST.indexOf(b);
      if (fa !== -1 || fb !== -1) return (fa === -1 ? 9 : fa) - (fb === -1 ? 9 : fb);
      return a < b ? -1 : a > b ? 1 : 0;
    });
    return Object.fromEntries(keys.map((k) => [k, record[k]]));
  });
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
