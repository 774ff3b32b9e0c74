#!/usr/bin/env node
// Fails when package-lock.json and the workspaces' package.json files disagree, or when the lock
// misses a platform's optional binary (Biome, esbuild, Rollup...): exactly what `npm ci` refuses,
// asked of npm itself without installing anything. In sync it needs no network.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const result = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
  cwd: root,
  encoding: 'utf8',
});
if (result.status === 0) {
  process.stdout.write('package-lock.json agrees with the manifests.\n');
  process.exit(0);
}
const reasons = `${result.stdout}\n${result.stderr}`
  .split('\n')
  .filter((line) => /Missing:|Invalid:|in sync/.test(line))
  .slice(0, 20);
process.stderr.write(
  `package-lock.json disagrees with the manifests; \`npm ci\` would refuse it.\n${reasons.join('\n')}\n` +
    'Run `npm install` and commit package-lock.json.\n',
);
process.exit(1);
