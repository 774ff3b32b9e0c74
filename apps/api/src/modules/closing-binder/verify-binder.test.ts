import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Readable } from 'node:stream';
import { BINDER_FORMAT, type BinderManifestFile } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestCertificate } from '#api/platform/signing/testing/test-certificate.ts';
import type { PlatformCertificate } from '#api/platform/signing/index.ts';
import { type BinderEntry, binderStream } from './binder-archive.ts';
import { checkManifestSignature, signManifest } from './manifest-signature.ts';
import { collect, tampered, unzip, zipOf } from './testing/zip-tools.ts';
import { NotABinderError, verifyBinder } from './verify-binder.ts';

const INVESTMENT = '0b6f3a52-6f0e-4c8e-9d3f-2a1b4c5d6e7f';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200_000, 7), Buffer.from('\n%%EOF\n')]);

let platform: PlatformCertificate;
let stranger: PlatformCertificate;
const dirs: string[] = [];
let binder: Map<string, Buffer>;

/** Signed now by default: within the fresh test certificate's validity. */
async function makeBinder(
  certificate: PlatformCertificate,
  entries: BinderEntry[],
  on = new Date(Math.floor(Date.now() / 1000) * 1000),
): Promise<Buffer> {
  const stream = binderStream(
    entries,
    async (files: BinderManifestFile[]) => {
      const manifest = Buffer.from(
        `${JSON.stringify({
          format: BINDER_FORMAT,
          format_version: 1,
          investment_id: INVESTMENT,
          generated_on: on.toISOString(),
          generated_by: { user_id: INVESTMENT, name: 'Dana Deals', email: 'deals@demo.test' },
          certificate_sha256: certificate.fingerprintSha256,
          files,
        })}\n`,
      );
      return { manifest, signature: await signManifest(certificate, manifest, on) };
    },
    on,
  );
  return collect(stream);
}

const run = promisify(execFile);
const API_DIR = path.resolve(import.meta.dirname, '../../..');
const CLI = path.join(API_DIR, 'src/closing-binder-cli.ts');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  const a = await makeTestCertificate();
  const b = await makeTestCertificate();
  dirs.push(a.dir, b.dir);
  platform = a.certificate;
  stranger = b.certificate;
  const zip = await makeBinder(platform, [
    { path: 'documents/subscription-signed.pdf', open: () => Readable.from([PDF]), expectedSha256: sha256(PDF) },
    { path: 'records/kyc-approval.json', bytes: Buffer.from('{"decision":"APPROVED"}\n') },
  ]);
  binder = await unzip(zip);
}, 30_000);
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('verifyBinder', () => {
  it('accepts a binder as made: every file matched, the signature the platform’s', async () => {
    expect([...binder.keys()]).toEqual([
      'documents/subscription-signed.pdf',
      'records/kyc-approval.json',
      'manifest.json',
      'manifest.json.p7s',
    ]);
    const report = await verifyBinder(await zipOf(binder), platform.certificatePem);
    expect(report).toMatchObject({
      valid: true,
      investment_id: INVESTMENT,
      signature: {
        valid: true,
        signer_common_name: 'Digital Locker Test Signing',
      },
      missing: [],
      unexpected: [],
    });
    expect(report.files.map((f) => [f.path, f.ok])).toEqual([
      ['documents/subscription-signed.pdf', true],
      ['records/kyc-approval.json', true],
    ]);
    expect(report.signature.problem).toBeUndefined();
    expect(report.signature.signed_on).toBe(
      JSON.parse((binder.get('manifest.json') as Buffer).toString()).generated_on,
    );
  });

  it('names the file whose bytes changed', async () => {
    const report = await verifyBinder(
      await zipOf(tampered(binder, 'documents/subscription-signed.pdf', 5000)),
      platform.certificatePem,
    );
    expect(report.valid).toBe(false);
    expect(report.signature.valid).toBe(true);
    expect(report.files.filter((f) => !f.ok).map((f) => f.path)).toEqual(['documents/subscription-signed.pdf']);
    const bad = report.files.find((f) => !f.ok);
    expect(bad?.actual_sha256).not.toBe(bad?.expected_sha256);
  });

  it('refuses the signature of a changed manifest, and one made with another certificate', async () => {
    const manifest = binder.get('manifest.json') as Buffer;
    const edited = Buffer.from(manifest.toString().replace('Dana Deals', 'Dana Dealz'));
    const report = await verifyBinder(
      await zipOf(new Map(binder).set('manifest.json', edited)),
      platform.certificatePem,
    );
    expect(report).toMatchObject({ valid: false, signature: { valid: false } });
    expect(report.signature.problem).toMatch(/changed after it was signed/);

    const foreign = await verifyBinder(await zipOf(binder), stranger.certificatePem);
    expect(foreign).toMatchObject({ valid: false, signature: { valid: false } });
    expect(foreign.signature.problem).toBe('The signature was not made with the platform certificate.');
  });

  it('refuses a signing time outside the certificate’s validity', async () => {
    const old = await makeBinder(
      platform,
      [{ path: 'a.json', bytes: Buffer.from('{}') }],
      new Date('2020-01-01T00:00:00Z'),
    );
    const report = await verifyBinder(old, platform.certificatePem);
    expect(report.signature).toMatchObject({
      valid: false,
      signed_on: '2020-01-01T00:00:00.000Z',
      problem: 'The signing time is outside the validity of the platform certificate.',
    });
  });

  it('lists missing and unexpected entries', async () => {
    const fewer = new Map(binder);
    fewer.delete('records/kyc-approval.json');
    fewer.set('notes.txt', Buffer.from('added later'));
    const report = await verifyBinder(await zipOf(fewer), platform.certificatePem);
    expect(report).toMatchObject({ valid: false, missing: ['records/kyc-approval.json'], unexpected: ['notes.txt'] });
    expect(report.files.find((f) => f.path === 'records/kyc-approval.json')).toMatchObject({
      actual_sha256: null,
      ok: false,
    });

    const unsigned = new Map(binder);
    unsigned.delete('manifest.json.p7s');
    const bare = await verifyBinder(await zipOf(unsigned), platform.certificatePem);
    expect(bare).toMatchObject({ valid: false, missing: ['manifest.json.p7s'], signature: { valid: false } });
  });

  it('refuses bytes that are no ZIP', async () => {
    await expect(verifyBinder(PDF, platform.certificatePem)).rejects.toBeInstanceOf(NotABinderError);
    const truncated = (await zipOf(binder)).subarray(0, 100);
    await expect(verifyBinder(truncated, platform.certificatePem)).rejects.toBeInstanceOf(NotABinderError);
  });

  it('reports a signature file that is not CMS', () => {
    const check = checkManifestSignature(Buffer.from('{}'), Buffer.from('not der'), platform.certificatePem);
    expect(check).toEqual({
      valid: false,
      signer_common_name: null,
      problem: 'The signature file is not a readable CMS signature.',
    });
  });

  it('never signs over a document whose bytes no longer match their stored hash', async () => {
    const entries: BinderEntry[] = [
      { path: 'documents/nda-signed.pdf', open: () => Readable.from([PDF]), expectedSha256: '0'.repeat(64) },
    ];
    await expect(makeBinder(platform, entries)).rejects.toThrow(/no longer match their recorded SHA-256/);
  });

  it('writes a CMS signature OpenSSL verifies against the manifest', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'dl-binder-'));
    dirs.push(dir);
    const files = { manifest: 'manifest.json', p7s: 'manifest.json.p7s', cert: 'cert.pem' } as const;
    await writeFile(path.join(dir, files.manifest), binder.get('manifest.json') as Buffer);
    await writeFile(path.join(dir, files.p7s), binder.get('manifest.json.p7s') as Buffer);
    await writeFile(path.join(dir, files.cert), platform.certificatePem);
    const args = ['cms', '-verify', '-binary', '-inform', 'DER', '-in', files.p7s, '-content', files.manifest];
    // OpenSSL as an independent verifier; it exits non-zero when the signature does not hold.
    const { stderr } = await run(
      'openssl',
      [...args, '-CAfile', files.cert, '-partial_chain', '-purpose', 'any', '-out', '/dev/null'],
      { cwd: dir },
    );
    expect(stderr).toMatch(/Verification successful/);
  });

  it('npm run binder:verify: exit 0 for a valid binder, 1 for a changed one, with the report printed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'dl-binder-cli-'));
    dirs.push(dir);
    await writeFile(path.join(dir, 'good.zip'), await zipOf(binder));
    await writeFile(path.join(dir, 'bad.zip'), await zipOf(tampered(binder, 'records/kyc-approval.json', 3)));
    await writeFile(path.join(dir, 'cert.pem'), platform.certificatePem);
    const cli = (file: string) =>
      run(process.execPath, ['--import', 'tsx', CLI, file, '--cert', 'cert.pem'], {
        cwd: API_DIR,
        env: { ...process.env, INIT_CWD: dir },
      });
    const good = await cli('good.zip');
    expect(good.stdout).toMatch(/Signature: {2}valid \(Digital Locker Test Signing/);
    expect(good.stdout.trimEnd().split('\n').at(-1)).toBe('The binder is valid.');
    const bad = await cli('bad.zip').then(
      () => null,
      (err: { code: number; stdout: string }) => err,
    );
    expect(bad?.code).toBe(1);
    expect(bad?.stdout).toMatch(/CHANGED {3}records\/kyc-approval\.json/);
    // Two Node processes that compile TypeScript at start: seconds on a busy machine.
  }, 60_000);
});
