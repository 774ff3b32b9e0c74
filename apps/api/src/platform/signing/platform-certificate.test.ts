import { copyFile, mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreatePlatformCertificate, randomSerial } from './platform-certificate.ts';
import type { PlatformCertificate } from './signing.types.ts';
import { makeTestCertificate } from './testing/test-certificate.ts';

describe('loadOrCreatePlatformCertificate', () => {
  let dir: string;
  let created: PlatformCertificate;
  beforeAll(async () => {
    ({ dir, certificate: created } = await makeTestCertificate());
  });

  it('keeps the p12 and its passphrase readable by the owner only', async () => {
    for (const file of ['platform.p12', 'platform.passphrase']) {
      expect((await stat(path.join(dir, file))).mode & 0o777).toBe(0o600);
    }
  });

  it('loads the same certificate on the next call instead of generating a new one', async () => {
    const loaded = await loadOrCreatePlatformCertificate(dir, { commonName: 'ignored', organization: 'ignored' });
    expect(loaded.fingerprintSha256).toBe(created.fingerprintSha256);
    expect(loaded.certificatePem).toBe(created.certificatePem);
    expect(loaded.p12.equals(created.p12)).toBe(true);
  });

  it('refuses to replace a p12 whose passphrase file is missing', async () => {
    const copy = await mkdtemp(path.join(tmpdir(), 'dl-cert-copy-'));
    await copyFile(path.join(dir, 'platform.p12'), path.join(copy, 'platform.p12'));
    const attempt = loadOrCreatePlatformCertificate(copy, { commonName: 'new', organization: 'new' });
    await expect(attempt).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await readFile(path.join(copy, 'platform.p12'))).equals(created.p12)).toBe(true);
  });

  it('draws serials of 16 bytes whose first byte is never zero (DER would drop it) nor negative', () => {
    const serials = new Set(Array.from({ length: 2000 }, () => randomSerial()));
    expect(serials.size).toBe(2000);
    for (const serial of serials) expect(serial).toMatch(/^[4-7][0-9a-f]{31}$/);
  });

  it('issues a ten-year, self-signed RSA-2048 signing certificate with a random positive serial', () => {
    const cert = forge.pki.certificateFromPem(created.certificatePem);
    const key = cert.publicKey as forge.pki.rsa.PublicKey;
    expect(key.n.bitLength()).toBe(2048);
    expect(cert.verify(cert)).toBe(true);
    expect(cert.subject.getField('CN')?.value).toBe('Digital Locker Test Signing');
    expect(cert.subject.getField('O')?.value).toBe('Digital Locker Test');
    const years = (cert.validity.notAfter.getTime() - cert.validity.notBefore.getTime()) / (365.25 * 86_400_000);
    expect(years).toBeCloseTo(10, 1);
    expect(cert.serialNumber).toMatch(/^[4-7][0-9a-f]{31}$/);
    expect(cert.getExtension('keyUsage')).toMatchObject({ digitalSignature: true, nonRepudiation: true });
    expect(cert.getExtension('extKeyUsage')).toMatchObject({ emailProtection: true });
  });

  it('states the fingerprint as the SHA-256 of the DER certificate', () => {
    const cert = forge.pki.certificateFromPem(created.certificatePem);
    const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
    const digest = forge.md.sha256.create().update(der).digest().toHex();
    expect(created.fingerprintSha256).toBe(digest);
  });

  it('opens the p12 only with the stored passphrase', () => {
    const asn1 = forge.asn1.fromDer(created.p12.toString('binary'));
    expect(() => forge.pkcs12.pkcs12FromAsn1(asn1, false, 'wrong')).toThrow();
    expect(() => forge.pkcs12.pkcs12FromAsn1(asn1, false, created.passphrase)).not.toThrow();
  });
});
