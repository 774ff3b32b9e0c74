// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSerialGate } from './serial-gate.ts';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('createSerialGate (spec 4: no overlapping loads)', () => {
  it('starts a load only when the one running has settled', async () => {
    const gate = createSerialGate();
    const first = deferred<string>();
    const started: string[] = [];
    const a = gate.run(() => {
      started.push('a');
      return first.promise;
    });
    const b = gate.run(async () => {
      started.push('b');
      return 'b';
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(['a']);
    expect(gate.busy).toBe(true);
    first.resolve('a');
    expect(await a).toBe('a');
    expect(await b).toBe('b');
    expect(started).toEqual(['a', 'b']);
    expect(gate.busy).toBe(false);
  });

  it('a failed load does not block the next one', async () => {
    const gate = createSerialGate();
    const failed = gate.run(() => Promise.reject(new Error('down')));
    const next = gate.run(async () => 'ok');
    await expect(failed).rejects.toThrow('down');
    expect(await next).toBe('ok');
  });
});
