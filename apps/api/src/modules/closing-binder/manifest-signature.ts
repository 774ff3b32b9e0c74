import { createHash, verify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import type { PlatformCertificate } from '#api/platform/signing/index.ts';
import { PlatformSigner } from '#api/platform/signing/platform-signer.ts';

/**
 * The manifest's signature: a detached CMS SignedData (RFC 5652) over the manifest's exact bytes,
 * SHA-256 with RSA, signed attributes (content type, signing time, message digest) and the platform
 * certificate included. It is made by the same signer that seals PDFs, so `openssl cms -verify
 * -binary -inform DER -content manifest.json` reads it too.
 */
export function signManifest(certificate: PlatformCertificate, manifest: Buffer, signedOn: Date): Promise<Buffer> {
  return new PlatformSigner(certificate).sign(manifest, signedOn);
}

export interface SignatureCheck {
  valid: boolean;
  signer_common_name: string | null;
  signed_on?: string;
  problem?: string;
}

const { asn1 } = forge;
const { Class, Type } = asn1;
type Node = forge.asn1.Asn1;

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
} as const;

class Refusal extends Error {}

const MALFORMED = 'The signature file is not a readable CMS signature.';

function parts(node: Node | undefined): Node[] {
  if (!node || !Array.isArray(node.value)) throw new Refusal(MALFORMED);
  return node.value as Node[];
}
function bytes(node: Node | undefined): Buffer {
  if (!node || typeof node.value !== 'string') throw new Refusal(MALFORMED);
  return Buffer.from(node.value, 'binary');
}
const oidOf = (node: Node | undefined) => asn1.derToOid(forge.util.createBuffer(bytes(node).toString('binary')));
const der = (node: Node) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const isContext = (node: Node | undefined, tag: number) =>
  node?.tagClass === Class.CONTEXT_SPECIFIC && node.type === tag;

function commonName(certificate: X509Certificate): string | null {
  const line = certificate.subject.split('\n').find((l) => l.startsWith('CN='));
  return line ? line.slice(3) : null;
}

function timeOf(node: Node | undefined): Date | undefined {
  if (!node || typeof node.value !== 'string') return undefined;
  if (node.type === Type.UTCTIME) return asn1.utcTimeToDate(node.value);
  if (node.type === Type.GENERALIZEDTIME) return asn1.generalizedTimeToDate(node.value);
  return undefined;
}

/** The signed attributes by OID: each one's first value. */
function attributesOf(signedAttrs: Node): Map<string, Node | undefined> {
  return new Map(
    parts(signedAttrs).map((attribute) => {
      const [type, values] = parts(attribute);
      return [oidOf(type), parts(values)[0]] as const;
    }),
  );
}

/** The SignerInfo and the certificates of a detached SignedData. */
function openSignedData(p7s: Buffer) {
  let root: Node;
  try {
    root = asn1.fromDer(forge.util.createBuffer(p7s.toString('binary')), true);
  } catch {
    throw new Refusal(MALFORMED);
  }
  const [contentType, wrapped] = parts(root);
  if (oidOf(contentType) !== OID.signedData) throw new Refusal(MALFORMED);
  const fields = parts(parts(wrapped)[0]);
  const encapsulated = parts(fields[2]);
  if (oidOf(encapsulated[0]) !== OID.data || encapsulated.length > 1) {
    throw new Refusal('The signature is not a detached signature of data.');
  }
  const certificates = fields.filter((f) => isContext(f, 0)).flatMap((f) => parts(f).map(der));
  const signerInfos = parts(fields[fields.length - 1]);
  if (signerInfos.length !== 1) throw new Refusal('The signature must have exactly one signer.');
  return { signerInfo: parts(signerInfos[0]), certificates };
}

/**
 * Checks a detached CMS signature of `content` against the certificate that must have made it (the
 * platform certificate, PEM): one signer, SHA-256, the message digest equal to the content's, the
 * RSA signature over the signed attributes made with that certificate's key, and that certificate
 * the one the signature carries. A refusal is `valid: false` with the problem.
 */
export function checkManifestSignature(content: Buffer, p7s: Buffer, trustedPem: string): SignatureCheck {
  // A bad trusted certificate is the caller's error, not the binder's: it throws.
  const trusted = new X509Certificate(trustedPem);
  let signerName: string | null = null;
  let signedOn: Date | undefined;
  const result = (problem?: string): SignatureCheck => ({
    valid: problem === undefined,
    signer_common_name: signerName,
    ...(signedOn ? { signed_on: signedOn.toISOString() } : {}),
    ...(problem ? { problem } : {}),
  });
  try {
    const { signerInfo, certificates } = openSignedData(p7s);
    const [, sid, digestAlgorithm, signedAttrs, signatureAlgorithm, signature] = signerInfo;
    const serial = bytes(parts(sid)[1]).toString('hex');
    const signerDer = certificates.find(
      (c) => BigInt(`0x${new X509Certificate(c).serialNumber}`) === BigInt(`0x${serial}`),
    );
    if (!signerDer) return result("The signature does not include its signer's certificate.");
    const signer = new X509Certificate(signerDer);
    signerName = commonName(signer);
    if (!signedAttrs || !isContext(signedAttrs, 0)) return result('The signature has no signed attributes.');
    const attributes = attributesOf(signedAttrs);
    signedOn = timeOf(attributes.get(OID.signingTime));
    if (oidOf(parts(digestAlgorithm)[0]) !== OID.sha256) return result('The signature does not use SHA-256.');
    const algorithm = oidOf(parts(signatureAlgorithm)[0]);
    if (algorithm !== OID.rsaEncryption && algorithm !== OID.sha256WithRsa) return result('The signature is not RSA.');
    if (oidOf(attributes.get(OID.contentType)) !== OID.data) return result('The signature is not over plain data.');
    const digest = createHash('sha256').update(content).digest();
    if (!bytes(attributes.get(OID.messageDigest)).equals(digest)) {
      return result('The manifest was changed after it was signed: its digest differs from the signed one.');
    }
    // RFC 5652 5.4: the signature covers the attributes encoded as a SET, not as the [0] they are stored as.
    const signedBytes = der(signedAttrs);
    signedBytes[0] = 0x31;
    if (!verify('sha256', signedBytes, trusted.publicKey, bytes(signature))) {
      return result('The signature was not made with the platform certificate.');
    }
    if (!signer.raw.equals(trusted.raw))
      return result('The signature carries a certificate other than the platform’s.');
    if (signedOn && (signedOn < new Date(trusted.validFrom) || signedOn > new Date(trusted.validTo))) {
      return result('The signing time is outside the validity of the platform certificate.');
    }
    return result();
  } catch (err) {
    if (err instanceof Refusal) return result(err.message);
    return result(MALFORMED);
  }
}
