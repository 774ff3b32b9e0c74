import { Worker } from 'node:worker_threads';
import type { CityCount, Place } from './place-cities.ts';

type CityQuery = Omit<CityCount, 'count'>;
export interface GazetteerRequest {
  id: number;
  rows: CityQuery[];
}
export type GazetteerReply = { id: number; places: (Place | null)[] } | { id: number; error: string };

interface Waiting {
  resolve: (places: (Place | null)[]) => void;
  reject: (error: Error) => void;
}

/** A running worker and the lookups it owes. */
interface Running {
  worker: Worker;
  waiting: Map<number, Waiting>;
}

/**
 * The city gazetteer, in a worker thread of its own: reading the package's cities takes a second or
 * more of CPU, which on the main thread would stall every request of the process. The worker starts
 * with the first map request and stays (unref'd, so it never keeps the process alive); one that dies
 * fails the lookups it owes and is replaced by the next request.
 */
export class Gazetteer {
  private running: Running | undefined;
  private lastId = 0;

  constructor(private readonly entry: URL = new URL('./gazetteer-worker-boot.mjs', import.meta.url)) {}

  /** The place of each city, in order (null where the gazetteer does not know it). */
  locateAll(rows: readonly CityQuery[]): Promise<(Place | null)[]> {
    if (rows.length === 0) return Promise.resolve([]);
    const { worker, waiting } = this.started();
    const id = ++this.lastId;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      const request: GazetteerRequest = {
        id,
        rows: rows.map(({ city, state, country }) => ({ city, state, country })),
      };
      worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    if (running) await running.worker.terminate();
  }

  private started(): Running {
    if (this.running) return this.running;
    const running: Running = { worker: new Worker(this.entry), waiting: new Map() };
    const { worker, waiting } = running;
    worker.unref();
    worker.on('message', (reply: GazetteerReply) => {
      const owed = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('error' in reply) owed?.reject(new Error(reply.error));
      else owed?.resolve(reply.places);
    });
    const fail = (error: Error) => {
      if (this.running === running) this.running = undefined;
      for (const owed of waiting.values()) owed.reject(error);
      waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The city gazetteer stopped (exit code ${code}).`)));
    this.running = running;
    return running;
  }
}
