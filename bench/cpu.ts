import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * CPU time of the processes in a run, from Linux /proc (null elsewhere). Shows how the two cores
 * were shared between the API, PostgreSQL, the load generator and anything else on the machine.
 */
export interface CpuSample {
  at: number;
  /** Clock ticks of the server process and of its children (the embedded PostgreSQL). */
  api: number;
  postgres: number;
  /** Busy ticks of the whole machine, every process included. */
  machine: number;
}

/** Percent of one core during the interval. */
export type CpuShares = Record<'api' | 'postgres' | 'load' | 'other', number>;

// USER_HZ: 100 on every mainstream Linux build.
const TICKS_PER_SECOND = 100;

function readStat(pid: string): { ppid: number; ticks: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the command: state(3) ppid(4) ... utime(14) stime(15), numbered as in proc(5).
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

function descendantsTicks(root: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(name);
    if (stat) stats.set(Number(name), stat);
  }
  let total = 0;
  const queue = [root];
  while (queue.length) {
    const parent = queue.pop();
    for (const [pid, stat] of stats) {
      if (stat.ppid === parent) {
        total += stat.ticks;
        queue.push(pid);
      }
    }
  }
  return total;
}

function machineBusyTicks(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  return [user, nice, system, irq, softirq, steal].reduce<number>((sum, n) => sum + (n ?? 0), 0);
}

export function sampleCpu(serverPid: number): CpuSample | null {
  try {
    return {
      at: Date.now(),
      api: readStat(String(serverPid))?.ticks ?? 0,
      postgres: descendantsTicks(serverPid),
      machine: machineBusyTicks(),
    };
  } catch {
    return null;
  }
}

/** `loadCpuMs`: CPU time the load generator measured on itself over the same interval. */
export function cpuShares(from: CpuSample, to: CpuSample, loadCpuMs: number): CpuShares {
  const seconds = (to.at - from.at) / 1000;
  const pct = (ticks: number) => Math.round((100 * ticks) / TICKS_PER_SECOND / seconds);
  const api = to.api - from.api;
  const postgres = to.postgres - from.postgres;
  const load = (loadCpuMs / 1000) * TICKS_PER_SECOND;
  const other = Math.max(0, to.machine - from.machine - api - postgres - load);
  return { api: pct(api), postgres: pct(postgres), load: pct(load), other: pct(other) };
}

/** Share of the whole machine (percent of all cores) that was busy over the next `ms`. */
export async function machineBusyPercent(ms: number): Promise<number | null> {
  try {
    const before = machineBusyTicks();
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, ms));
    const seconds = (Date.now() - started) / 1000;
    return (100 * (machineBusyTicks() - before)) / TICKS_PER_SECOND / seconds / os.cpus().length;
  } catch {
    return null;
  }
}

/**
 * Waits (up to `maxSeconds`) until the machine is mostly idle, so that a case is not measured while
 * another job eats the cores. Returns the last busy share seen.
 */
export async function waitForQuietMachine(maxPercent: number, maxSeconds: number): Promise<number | null> {
  const deadline = Date.now() + maxSeconds * 1000;
  let busy = await machineBusyPercent(1000);
  while (busy !== null && busy > maxPercent && Date.now() < deadline) busy = await machineBusyPercent(1000);
  return busy;
}
