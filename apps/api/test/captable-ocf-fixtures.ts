import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { type OcfPackage, readOcfZip } from '#api/platform/ocf/index.ts';
import type { Caller } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

/** Helpers of the OCF export and import tests: ZIPs in and out, packages as parsed objects. */

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export async function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The manifest's md5 of each file restated from the files' bytes. */
export function withHashes(files: Record<string, string>, manifestName = 'Manifest.ocf.json'): Record<string, string> {
  const manifest = JSON.parse(files[manifestName] as string) as Record<string, unknown>;
  for (const value of Object.values(manifest)) {
    if (!Array.isArray(value)) continue;
    for (const entry of value as { filepath?: string; md5?: string }[]) {
      const text = entry.filepath ? files[entry.filepath.replace(/^\.\//, '')] : undefined;
      if (text !== undefined) entry.md5 = md5(text);
    }
  }
  return { ...files, [manifestName]: JSON.stringify(manifest, null, 2) };
}

function multipartZip(zip: Buffer, fileName = 'cap-table.ocf.zip') {
  const boundary = '----dlocf';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/zip\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), zip, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

export async function exportZip(t: TestApp, url: string, who: Caller): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url: `${url}/ocf/export`, headers: who.headers });
  if (res.statusCode !== 200) throw new Error(`export: ${res.statusCode} ${res.body}`);
  return res.rawPayload;
}

export async function importZip(t: TestApp, url: string, who: Caller, zip: Buffer) {
  const body = multipartZip(zip);
  return t.app.inject({
    method: 'POST',
    url: `${url}/ocf/import`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

/** A package's files parsed: file name -> its JSON. */
export async function parsedPackage(
  zip: Buffer,
): Promise<{ pkg: OcfPackage; json: Record<string, Record<string, unknown>> }> {
  const pkg = await readOcfZip(zip);
  const json: Record<string, Record<string, unknown>> = {};
  for (const [name, text] of Object.entries(pkg.files)) json[name] = JSON.parse(text) as Record<string, unknown>;
  return { pkg, json };
}
