import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { esignUrlSchema, signingSessionSchema } from '@dl/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT } from '#api/modules/ceremony/consent.ts';
import { SEAL_JOB_KIND } from '#api/modules/ceremony/seal-job-kind.ts';
import {
  createDocument,
  createOpportunity,
  NDA_FIELDS,
  type SigningWorld,
} from '#api/modules/ceremony/testing/fixtures.ts';
import { ORPHANED_JOB_MESSAGE } from '#api/platform/jobs/job-locks.ts';
import { makeNdaPdf } from '#api/platform/signing/testing/sample-pdfs.ts';
import type { StalledSeal } from './crash-leftovers-worker.ts';
import { bearer, type TestApp } from './helpers.ts';
import { jobWithPayload } from './job-rows.ts';
import { signingApp } from './signing-app.ts';

/**
 * Issue 13 point 8: a seal whose API process was killed (kill -9) in the middle of it stayed
 * "signing in progress" for 5 minutes, pg-boss's expiry of an active job. Now a starting process
 * takes it up at once, a running one within seconds, and a live process's seal is never taken.
 */
let t: TestApp, w: SigningWorld, fid: string, investor: string;
const children: ChildProcess[] = [];
const repoRoot = path.resolve(import.meta.dirname, '../../..');

beforeAll(async () => {
  const world = await signingApp();
  ({ t, w, fid } = world);
  investor = world.tokens.investor;
}, 120_000);
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(investor), ...(payload ? { payload } : {}) });
const sessionUrl = (id: string) => `/api/v1/fid/${fid}/signing-sessions/${id}`;
const readSession = async (id: string) => signingSessionSchema.parse((await call('GET', sessionUrl(id))).json());
const sessionStatus = async (id: string) => (await readSession(id)).status;
const sealJob = (sessionId: string) => jobWithPayload(t.db, SEAL_JOB_KIND, 'session_id', sessionId);

/** An NDA signed by the investor (the session SUBMITTED, its seal job queued): answers the session id. */
async function submittedNda(name: string): Promise<string> {
  const opp = await createOpportunity(t.db, w, name);
  await createDocument(t.db, w, { opportunityId: opp, docClass: 'NDA', pdf: await makeNdaPdf(), fields: NDA_FIELDS });
  const base = `/api/v1/fid/${fid}/investors/opportunities/${opp}/nda`;
  const pre = { signer_name: 'Ada Lovelace', signer_title: 'Partner', purpose: 'Direct investment' };
  expect((await call('POST', base, { pre_form_response: { response: pre } })).statusCode).toBe(201);
  const esign = await call('GET', `${base}/esign`);
  const id = esignUrlSchema.parse(esign.json()).data.url.split('/').pop() as string;
  const submitted = await call('POST', `${sessionUrl(id)}/submit`, {
    consent: true,
    consent_version: CONSENT.version,
    mark: { kind: 'typed', text: 'Ada Lovelace' },
    data_list: [{ name: 'investor_name', value: 'Ada Lovelace' }],
  });
  expect(submitted.statusCode).toBe(202);
  return id;
}

/** Another API process's seal worker, stuck inside the seal of `sessionId`; resolves once it is. */
async function workerInsideSeal(sessionId: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/test/crash-leftovers-worker.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: t.config.DATABASE_URL },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines = createInterface({ input: child.stdout as NonNullable<typeof child.stdout> });
  for await (const line of lines) {
    const seal = JSON.parse(line) as StalledSeal;
    if (seal.session_id === sessionId) return child;
  }
  throw new Error('the worker process ended before it started the seal');
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

async function untilSealed(sessionId: string, ms: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if ((await sessionStatus(sessionId)) === 'SEALED') return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`session still ${await sessionStatus(sessionId)} after ${ms} ms`);
}

describe('a seal whose process was killed mid-job', { timeout: 240_000 }, () => {
  it('is taken up as a process starts (failed with words on its last attempt), another live process keeps its own, and a running process takes it up when that one dies', async () => {
    const first = await submittedNda('Killed while sealing');
    const killed = await workerInsideSeal(first);
    // A second process, alive, inside the seal of another session (the first worker is busy).
    const second = await submittedNda('Sealing in a live process');
    const alive = await workerInsideSeal(second);
    expect(await sealJob(first)).toMatchObject({ status: 'RUNNING', attempts: 1 });
    // The wait page shows the seal in progress, first attempt of five.
    expect(await readSession(first)).toMatchObject({ status: 'SUBMITTED', seal: { attempt: 1, max_attempts: 5 } });

    // A third seal whose process died on its last attempt (fetched a fifth time, its connection gone).
    const last = await submittedNda('Killed on its last attempt');
    await sql`UPDATE pgboss.job SET state = 'active', started_on = now(), retry_count = retry_limit
      WHERE id = ${(await sealJob(last)).id}`.execute(t.db);

    await killHard(killed);
    // The job still looks active: only its expiry (5 minutes) would have ended it.
    expect(await sealJob(first)).toMatchObject({ status: 'RUNNING' });
    await t.app.jobs.start();
    // Given up as the process started, not at its expiry: the attempt counted, a retry due now.
    const taken = await sealJob(first);
    expect(taken.status).not.toBe('RUNNING');
    expect(taken.job.max_attempts).toBe(5);
    // Shown as the second attempt while it runs (unless it is sealed already).
    const shown = await readSession(first);
    expect(shown.status === 'SEALED' || shown.seal?.attempt === 2).toBe(true);
    // Seconds (a loaded machine's PDF work), where it was pg-boss's 5-minute expiry.
    await untilSealed(first, 30_000);
    expect(await sealJob(first)).toMatchObject({ status: 'DONE', attempts: 2 });

    // The last attempt's seal fails at once, and the session says so in words (the failure handler).
    const deadline = Date.now() + 30_000;
    while ((await sessionStatus(last)) !== 'FAILED' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    expect(await readSession(last)).toMatchObject({
      status: 'FAILED',
      last_error: 'The document could not be sealed. Please try signing again.',
      seal: null,
    });
    expect(await sealJob(last)).toMatchObject({ status: 'FAILED', last_error: ORPHANED_JOB_MESSAGE });

    // The live process's seal is its own, across the running process's periodic looks (every 5 s).
    await new Promise((r) => setTimeout(r, 6_000));
    expect(await sealJob(second)).toMatchObject({ status: 'RUNNING', attempts: 1 });
    expect(await sessionStatus(second)).toBe('SUBMITTED');

    // Once that process dies, the running one takes the seal up within seconds.
    await killHard(alive);
    await untilSealed(second, 30_000);
    expect(await sealJob(second)).toMatchObject({ status: 'DONE', attempts: 2 });
    expect((await readSession(second)).seal).toBeNull();
  });
});
