import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import yauzl from 'yauzl';
import type { OcfPackage } from './validate-package';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : Promise.resolve(entry.name.endsWith('.json') ? [full] : []);
    }),
  );
  return nested.flat();
}

/** Reads an OCF package directory; the manifest is the JSON file whose file_type is OCF_MANIFEST_FILE. */
export async function readOcfDirectory(dir: string): Promise<OcfPackage> {
  const files: Record<string, string> = {};
  let manifestPath = '';
  for (const full of await listFiles(dir)) {
    const path = relative(dir, full).split('\\').join('/');
    const text = await readFile(full, 'utf8');
    files[path] = text;
    if (!manifestPath && /"file_type"\s*:\s*"OCF_MANIFEST_FILE"/.test(text)) manifestPath = path;
  }
  return { manifestPath: manifestPath || 'Manifest.ocf.json', files };
}

/** Largest unpacked package accepted from a ZIP (guards against archives that inflate without end). */
const MAX_ZIP_BYTES = 50 * 1024 * 1024;

/** Reads an OCF package from a ZIP held in memory; the manifest is found as in a directory. */
export async function readOcfZip(zip: Buffer): Promise<OcfPackage> {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const files: Record<string, string> = {};
  let manifestPath = '';
  let total = 0;
  for await (const entry of archive.eachEntry()) {
    if (!entry.fileName.endsWith('.json')) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of (await archive.openReadStreamPromise(entry)) as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > MAX_ZIP_BYTES) throw new Error('The OCF package is larger than 50 MB once unpacked.');
      chunks.push(chunk);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    files[entry.fileName] = text;
    if (!manifestPath && /"file_type"\s*:\s*"OCF_MANIFEST_FILE"/.test(text)) manifestPath = entry.fileName;
  }
  return { manifestPath: manifestPath || 'Manifest.ocf.json', files };
}
