import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
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
