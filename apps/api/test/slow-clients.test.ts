import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * Issue 13 point 7: a client that announces a body and then stalls is cut after the idle timeout,
 * not held for minutes; oversized headers answer 431. The test timeouts are small so the test is
 * quick; production defaults are in config.ts and .env.example.
 */
let t: TestApp;
let port = 0;

beforeAll(async () => {
  t = await buildTestApp({
    HTTP_IDLE_TIMEOUT_MS: '600',
    HTTP_HEADERS_TIMEOUT_MS: '1000',
    HTTP_MAX_HEADER_BYTES: '4096',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Opens a raw connection, writes `text`, and answers what came back and after how long it closed. */
function rawRequest(text: string, giveUpMs: number): Promise<{ closedAfterMs: number | null; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ closedAfterMs: null, answer });
    }, giveUpMs);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
    socket.on('error', () => undefined);
  });
}

describe('slow clients', () => {
  it('cuts a body announced as 100 bytes of which 3 arrive', async () => {
    const r = await rawRequest(
      'POST /api/v1/fid/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"u',
      10_000,
    );
    expect(r.closedAfterMs).not.toBeNull();
    expect(r.closedAfterMs as number).toBeLessThan(5_000);
  });

  it('cuts headers that never end', async () => {
    const r = await rawRequest('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: a', 10_000);
    expect(r.closedAfterMs).not.toBeNull();
    expect(r.closedAfterMs as number).toBeLessThan(5_000);
  });

  it('answers 431 to headers above the limit', async () => {
    const r = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(8_000)}\r\n\r\n`,
      10_000,
    );
    expect(r.answer).toMatch(/^HTTP\/1\.1 431/);
  });

  it('still serves a normal request', async () => {
    const r = await rawRequest('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 10_000);
    expect(r.answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
