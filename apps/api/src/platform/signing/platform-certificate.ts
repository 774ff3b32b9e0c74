import { createHash, generateKeyPair, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import type { PlatformCertificate } from './signing.types.ts';

const P12_FILE = 'platform.p12';
const PASSPHRASE_FILE = 'platform.passphrase';
const VALIDITY_YEARS = 10;
// Microsoft's "Document Signing" purpose; Adobe and Windows show it. emailProtection is what NSS
// (behind pdfsig) checks for a signer certificate, so both are listed.
const DOCUMENT_SIGNING_OID = '1.3.6.1.4.1.311.10.3.12';
const CERT_BAG_OID = '1.2.840.113549.1.12.10.1.3';

export interface CertificateSubject {
  commonName: string;
  organization: string;
}

const pending = new Map<string, Promise<PlatformCertificate>>();

/**
 * The platform certificate that seals every signed document. Generated once (RSA-2048, self-signed,
 * ten years) and kept under `dir` with mode 0600, so that restarts keep the same identity and the
 * fingerprint printed on earlier certificate pages stays checkable. Call it once at start and keep
 * the result (opening the p12 costs tens of milliseconds). Concurrent calls in one process share one
 * generation; the first start must not race another process on the same directory.
 */
export function loadOrCreatePlatformCertificate(
  dir: string,
  subject: CertificateSubject,
): Promise<PlatformCertificate> {
  const key = path.resolve(dir);
  let result = pending.get(key);
  if (!result) {
    result = loadOrCreate(key, subject).finally(() => pending.delete(key));
    pending.set(key, result);
  }
  return result;
}

async function loadOrCreate(dir: string, subject: CertificateSubject): Promise<PlatformCertificate> {
  let existing: Buffer | undefined;
  try {
    existing = await readFile(path.join(dir, P12_FILE));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  // A p12 without its passphrase is an error, never a reason to mint a new identity over it.
  if (existing) return describe(existing, (await readFile(path.join(dir, PASSPHRASE_FILE), 'utf8')).trim());

  const passphrase = randomBytes(32).toString('base64url');
  const p12 = await createP12(subject, passphrase);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // The p12 lands last and by rename: its presence means both files are complete.
  await writeFile(path.join(dir, PASSPHRASE_FILE), passphrase, { mode: 0o600 });
  const partial = path.join(dir, `${P12_FILE}.partial`);
  await writeFile(partial, p12, { mode: 0o600 });
  await rename(partial, path.join(dir, P12_FILE));
  return describe(p12, passphrase);
}

async function createP12(subject: CertificateSubject, passphrase: string): Promise<Buffer> {
  // Node's native generator takes ~100 ms where forge's pure-JS one takes seconds.
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = randomSerial();
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now);
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + VALIDITY_YEARS);
  const name = [
    { name: 'commonName', value: subject.commonName },
    { name: 'organizationName', value: subject.organization },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'extKeyUsage', emailProtection: true, [DOCUMENT_SIGNING_OID]: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, {
    algorithm: 'aes256',
    friendlyName: subject.commonName,
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/** Reads the certificate back from the p12, which also proves the passphrase opens it. */
function describe(p12: Buffer, passphrase: string): PlatformCertificate {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, passphrase);
  const cert = parsed.getBags({ bagType: CERT_BAG_OID })[CERT_BAG_OID]?.[0]?.cert;
  if (!cert) throw new Error(`${P12_FILE} holds no certificate`);
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
  return {
    p12,
    passphrase,
    certificatePem: forge.pki.certificateToPem(cert),
    fingerprintSha256: createHash('sha256').update(der).digest('hex'),
  };
}

/**
 * A positive 16-byte certificate serial in hex, random so that two installations never issue the same
 * one. The first byte is 0x40..0x7f: positive, and never 0x00, which DER's minimal INTEGER encoding
 * would drop (a 15-byte serial that no longer matched what was generated).
 */
export function randomSerial(): string {
  const serial = randomBytes(16);
  serial[0] = 0x40 | ((serial[0] ?? 0) & 0x3f);
  return serial.toString('hex');
}
