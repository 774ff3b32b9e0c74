import { fork } from 'node:child_process';
import path from 'node:path';

export interface LoadJob {
  url: string;
  headers: Record<string, string>;
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Latency percentiles and maximum, milliseconds. */
  p50: number;
  p99: number;
  max: number;
  total: number;
  /** CPU time the load generator spent on the measured run. */
  cpuMs: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

export type WorkerMessage =
  | { type: 'measuring' }
  | { type: 'result'; result: LoadResult }
  | { type: 'failed'; message: string };

/**
 * Drives one case from a separate load-generator process. The hooks fire when the warm-up is over
 * and when the measured run has ended, so that the caller can sample CPU time over the same span.
 */
export function runLoad(job: LoadJob, hooks: { onMeasuring(): void; onDone(): void }): Promise<LoadResult> {
  const child = fork(path.join(import.meta.dirname, 'load-worker.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    const done = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    child.on('message', (message: WorkerMessage) => {
      if (message.type === 'measuring') hooks.onMeasuring();
      else if (message.type === 'result') {
        hooks.onDone();
        done(() => resolve(message.result));
      } else done(() => reject(new Error(`load generator failed: ${message.message}`)));
    });
    child.on('error', (err) => done(() => reject(err)));
    child.on('exit', (code) => done(() => reject(new Error(`load generator exited early (code ${code})`))));
    child.send(job);
  });
}
