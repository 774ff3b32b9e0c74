import { type CpuSample, cpuShares, sampleCpu, waitForQuietMachine } from './cpu.ts';
import { runLoad } from './load.ts';
import type { CaseResult } from './report.ts';

export interface MeasureOptions {
  serverPid: number;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** Wait until the machine's other load is below this many percent, at most `quietWaitSeconds`. */
  quietBelow: number;
  quietWaitSeconds: number;
}

/** One case of a bench: waits for a quiet machine, loads `url` as `token`, and samples the server's CPU while it measures. */
export async function measureCase(name: string, url: string, token: string, o: MeasureOptions): Promise<CaseResult> {
  const busy = await waitForQuietMachine(o.quietBelow, o.quietWaitSeconds);
  if (busy !== null && busy > o.quietBelow)
    console.log(`  (machine still ${Math.round(busy)}% busy; measuring anyway)`);
  const span: { from?: CpuSample | null; to?: CpuSample | null } = {};
  const job = {
    url,
    headers: { authorization: `Bearer ${token}` },
    connections: o.connections,
    warmupSeconds: o.warmupSeconds,
    seconds: o.seconds,
  };
  const result = await runLoad(job, {
    onMeasuring: () => {
      span.from = sampleCpu(o.serverPid);
    },
    onDone: () => {
      span.to = sampleCpu(o.serverPid);
    },
  });
  const { from, to } = span;
  return { name, result, cpu: from && to ? cpuShares(from, to, result.cpuMs) : null };
}
