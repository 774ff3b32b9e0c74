#!/usr/bin/env node
// Fails when a file of apps/api/src/modules other than a repository builds a query: the module
// anatomy of CONTRIBUTING.md (rule 2) that dependency-cruiser cannot see, since a query is a method
// call on the executor a service already holds, not an import.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const modules = path.join(root, 'apps/api/src/modules');
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(|\bsql`/;
const EXEMPT = /(\.repository\.ts|\.test\.ts)$|\/testing\//;

const offenders = [];
for (const entry of readdirSync(modules, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
  const file = path.join(entry.parentPath, entry.name);
  const relative = path.relative(root, file);
  if (EXEMPT.test(relative)) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (QUERY.test(line)) offenders.push(`${relative}:${index + 1}: ${line.trim()}`);
    });
}
if (offenders.length === 0) {
  process.stdout.write('Only repositories build queries in apps/api/src/modules.\n');
  process.exit(0);
}
process.stderr.write(
  `Queries outside a repository (move them into the module's *.repository.ts):\n${offenders.join('\n')}\n`,
);
process.exit(1);
