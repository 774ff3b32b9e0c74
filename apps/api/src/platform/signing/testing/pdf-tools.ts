import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** Test-only wrappers around poppler-utils (Debian's pdfsig and pdftotext) as independent verifiers. */

const run = promisify(execFile);

interface PdfsigSignature {
  fieldName: string;
  /** e.g. 'Signature is Valid.' or 'Digest Mismatch.' */
  validation: string;
  /** e.g. 'Certificate issuer is unknown.' for the self-signed platform certificate. */
  certificateValidation: string;
  signedRanges: string;
  isTotalDocumentSigned: boolean;
}

export interface PdfsigReport {
  signatures: PdfsigSignature[];
  output: string;
}

async function withFile<T>(pdf: Buffer, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dl-signing-'));
  const file = path.join(dir, 'document.pdf');
  try {
    await writeFile(file, pdf);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs `pdfsig`, which exits non-zero when a signature fails; the report is read either way. */
export function pdfsig(pdf: Buffer): Promise<PdfsigReport> {
  return withFile(pdf, async (file) => {
    let output: string;
    try {
      const result = await run('pdfsig', [file]);
      output = result.stdout + result.stderr;
    } catch (err) {
      const failed = err as { stdout?: string; stderr?: string };
      output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
    }
    const blocks = output.split(/^Signature #\d+:$/m).slice(1);
    const field = (block: string, label: string) =>
      new RegExp(`^\\s*- ${label}: (.*)$`, 'm').exec(block)?.[1]?.trim() ?? '';
    const signatures = blocks.map((block) => ({
      fieldName: field(block, 'Signature Field Name'),
      validation: field(block, 'Signature Validation'),
      certificateValidation: field(block, 'Certificate Validation'),
      signedRanges: field(block, 'Signed Ranges'),
      isTotalDocumentSigned: /^\s*- Total document signed$/m.test(block),
    }));
    return { signatures, output };
  });
}

/** Text of the given pages (1-based, inclusive), in reading order. */
export function pdfToText(pdf: Buffer, pages?: { first: number; last: number }): Promise<string> {
  return withFile(pdf, async (file) => {
    const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
    const { stdout } = await run('pdftotext', [...range, file, '-']);
    return stdout;
  });
}
