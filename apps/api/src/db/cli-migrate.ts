import { loadConfig } from '../config.ts';
import { connectDatabase } from './connect.ts';
import { migrateToLatest } from './migrate.ts';

const config = loadConfig();
const handle = await connectDatabase(config, () => undefined);
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await handle.close();
}
