import autocannon from 'autocannon';
import type { LoadJob, WorkerMessage } from './load.ts';

/**
 * Runs in its own process (forked by load.ts), so the load generator has its own event loop and
 * its CPU time can be told apart from the server's. Warm-up first, then the measured run.
 */
function send(message: WorkerMessage): void {
  process.send?.(message);
}

process.once('message', async (job: LoadJob) => {
  try {
    const options = {
      url: job.url,
      headers: job.headers,
      connections: job.connections,
      pipelining: 1,
      timeout: 10,
    };
    await autocannon({ ...options, duration: job.warmupSeconds });
    send({ type: 'measuring' });
    const cpuBefore = process.cpuUsage();
    const r = await autocannon({ ...options, duration: job.seconds });
    const cpu = process.cpuUsage(cpuBefore);
    send({
      type: 'result',
      result: {
        requestsPerSecond: r.requests.total / r.duration,
        p50: r.latency.p50,
        p99: r.latency.p99,
        max: r.latency.max,
        total: r.requests.total,
        cpuMs: (cpu.user + cpu.system) / 1000,
        errors: r.errors + r.timeouts,
        non2xx: r.non2xx,
        statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count])),
      },
    });
  } catch (err) {
    send({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
  }
  process.disconnect();
});
