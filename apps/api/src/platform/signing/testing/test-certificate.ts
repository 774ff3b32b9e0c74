import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadOrCreatePlatformCertificate } from '../platform-certificate.ts';
import type { PlatformCertificate, SignerIdentity } from '../signing.types.ts';

/** A fresh platform certificate in a temporary directory (about a second: create it once per file). */
export async function makeTestCertificate(): Promise<{ dir: string; certificate: PlatformCertificate }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dl-cert-'));
  const certificate = await loadOrCreatePlatformCertificate(dir, {
    commonName: 'Digital Locker Test Signing',
    organization: 'Digital Locker Test',
  });
  return { dir, certificate };
}

export const investor: SignerIdentity = {
  name: 'Ada Lovelace',
  email: 'ada@investor.example',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

export const issuer: SignerIdentity = {
  name: 'Grace Hopper',
  email: 'grace@issuer.example',
  ip: '198.51.100.4',
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
};

export const CONSENT_TEXT =
  'I agree to use electronic records and signatures, and that my electronic signature on this document ' +
  'is as binding as a handwritten one.';

/** A copy of `pdf` with the byte at `index` changed. */
export function flipByte(pdf: Buffer, index: number): Buffer {
  const copy = Buffer.from(pdf);
  copy[index] = (copy[index] ?? 0) ^ 0x01;
  return copy;
}
