import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { localDiskStorage } from '#api/platform/storage.ts';

/** What the worker prints when it is inside a seal: the job and the session, as one JSON line. */
export interface StalledSeal {
  job_id: string;
  session_id: string;
}

/** Bytes the upload mode writes before it stalls. */
export const UPLOAD_HEAD_BYTES = 1024 * 1024;

/**
 * An upload in the middle of its stream (`upload <root> <key>`): the file store's `put` of a stream
 * whose first megabyte arrived and whose rest never does, for the crash test to kill with SIGKILL.
 */
async function upload(root: string, key: string): Promise<void> {
  let sent = false;
  const source = new Readable({
    read() {
      if (sent) return; // the rest never comes
      sent = true;
      this.push(Buffer.alloc(UPLOAD_HEAD_BYTES, 7));
    },
  });
  // The client's socket would keep a server alive while it waits for the rest: a timer does here.
  setInterval(() => undefined, 60_000);
  await localDiskStorage(root).put(key, source);
}

/**
 * An API process's seal worker that never finishes (a seal in the middle of its PDF work), for the
 * crash test to kill with SIGKILL: `node --import tsx apps/api/test/crash-leftovers-worker.ts` with
 * DATABASE_URL. Its queue policy is the seal's (the defaults), so starting it changes no queue.
 */
async function main(): Promise<void> {
  // Loaded here: the upload mode starts without them.
  const [{ default: pino }, { z }, { createDb }, { SEAL_JOB_KIND }, { createJobEngine, defineJob }] = await Promise.all(
    [
      import('pino'),
      import('zod'),
      import('#api/db/database.ts'),
      import('#api/modules/ceremony/seal-job-kind.ts'),
      import('#api/platform/jobs/index.ts'),
    ],
  );
  const url = process.env.DATABASE_URL as string;
  const engine = createJobEngine({
    db: createDb(url, 2),
    log: pino({ level: 'silent' }),
    connectionString: url,
    definitions: [
      defineJob({
        kind: SEAL_JOB_KIND,
        payload: z.object({ session_id: z.uuid() }),
        async run(job) {
          const line: StalledSeal = { job_id: job.id, session_id: job.payload.session_id };
          process.stdout.write(`${JSON.stringify(line)}\n`);
          await new Promise(() => undefined);
        },
      }),
    ],
  });
  await engine.start();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [mode, root, key] = process.argv.slice(2);
  (mode === 'upload' ? upload(root as string, key as string) : main()).catch((err) => {
    process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  });
}
