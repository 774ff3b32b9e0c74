import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  countersignDocument,
  loadOrCreatePlatformCertificate,
  sealDocument,
} from '../apps/api/src/platform/signing/index.ts';
import { makeImagePdf, makeLongPdf } from '../apps/api/src/platform/signing/testing/sample-pdfs.ts';
import { CONSENT_TEXT, investor, issuer } from '../apps/api/src/platform/signing/testing/test-certificate.ts';

/**
 * Sealing benchmark (issue 4: "sealing a 20-page PDF <= 500 ms"). One process, no server: sealing
 * runs in the API's job worker, so the figure is the library's own cost. Run with
 * `node --import tsx bench/seal.ts [--pages 20] [--runs 20] [--warmup 5]`.
 */
const TARGET_MS = 500;

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '20' },
    runs: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
  },
});
const pages = Number(values.pages);
const runs = Number(values.runs);
const warmup = Number(values.warmup);

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  // Nearest-rank percentiles: with 20 runs, p95 is the 19th fastest.
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
  const fixed = (n: number) => n.toFixed(1);
  return {
    median: fixed(rank(0.5)),
    p95: fixed(rank(0.95)),
    min: fixed(sorted[0] ?? 0),
    max: fixed(sorted.at(-1) ?? 0),
  };
}

async function time<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

async function measure<T>(label: string, work: () => Promise<T>): Promise<{ median: string; p95: string }> {
  for (let i = 0; i < warmup; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push((await time(work)).ms);
  const s = summary(samples);
  console.log(
    `${label.padEnd(14)} median ${s.median.padStart(6)} ms  p95 ${s.p95.padStart(6)} ms  (min ${s.min}, max ${s.max})`,
  );
  return s;
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'dl-bench-seal-'));
try {
  const created = await time(() =>
    loadOrCreatePlatformCertificate(dir, { commonName: 'Digital Locker Bench', organization: 'Digital Locker' }),
  );
  const certificate = created.value;
  console.log(`Node ${process.version}, ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}`);
  console.log(`platform certificate created once in ${created.ms.toFixed(0)} ms (RSA-2048)`);
  console.log(`${runs} timed runs after ${warmup} warm-up runs each`);
  const documents = [
    { label: `${pages}-page text PDF`, pdf: await makeLongPdf(pages) },
    { label: `${pages}-page image-heavy PDF`, pdf: await makeImagePdf(pages, 100) },
  ];
  const verdicts: string[] = [];
  for (const { label, pdf } of documents) {
    const seal = () =>
      sealDocument({
        pdf,
        signer: investor,
        signature: { kind: 'typed', text: investor.name },
        signedAt: new Date(),
        consentText: CONSENT_TEXT,
        reason: 'NDA signed by the investor',
        certificate,
      });
    const sealed = (await seal()).pdf;
    const countersign = () => countersignDocument({ pdf: sealed, signer: issuer, signedAt: new Date(), certificate });
    const countersigned = await countersign();
    console.log(
      `\n${label}: ${kb(pdf.length)} -> sealed ${kb(sealed.length)} -> countersigned ${kb(countersigned.length)}`,
    );
    const sealTimes = await measure('  seal', seal);
    await measure('  countersign', countersign);
    const met = Number(sealTimes.p95) <= TARGET_MS;
    verdicts.push(`seal ${label} p95 <= ${TARGET_MS} ms: ${sealTimes.p95} ms (${met ? 'met' : 'MISSED'})`);
  }
  console.log(`\n${verdicts.join('\n')}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
