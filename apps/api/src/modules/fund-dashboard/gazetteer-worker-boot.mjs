// A worker thread does not inherit the TypeScript loader of the process: register it, then start.
import { register } from 'tsx/esm/api';

register();
await import('./gazetteer-worker.ts');
