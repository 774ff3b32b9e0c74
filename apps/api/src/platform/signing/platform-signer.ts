import { createHash, createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';
import type { PlatformCertificate } from './signing.types.ts';

const { asn1 } = forge;
const { Class, Type } = asn1;

// Spelled out: forge's oid table is typed as a string index, so every lookup could be undefined.
const OID = {
  certBag: '1.2.840.113549.1.12.10.1.3',
  keyBag: '1.2.840.113549.1.12.10.1.2',
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
} as const;

interface Identity {
  key: KeyObject;
  /** The signer's certificate first, then any chain the p12 carries. */
  certificates: forge.asn1.Asn1[];
}

/**
 * The PKCS#7 (CMS SignedData, detached) signer @signpdf calls. forge is used only to read the p12
 * and to lay out ASN.1; the digest and the RSA signature use Node's crypto: forge's pure-JS SHA-256
 * costs ~70 ms per MB, which put a scanned 20-page agreement near the 500 ms budget, and @signpdf's
 * P12Signer also re-derives the key from the p12 for every signature.
 */
export class PlatformSigner extends Signer {
  readonly #identity: Identity;

  constructor(certificate: PlatformCertificate) {
    super();
    this.#identity = openP12(certificate);
  }

  override async sign(content: Buffer, signingTime?: Date): Promise<Buffer> {
    const { key, certificates } = this.#identity;
    const [signerCert] = certificates;
    if (!signerCert) throw new Error('No signer certificate');
    const time = signingTime ?? new Date();
    const attributes = [
      attribute(OID.contentType, oid(OID.data)),
      // UTCTime until 2049, as RFC 5652 requires; GeneralizedTime after.
      attribute(
        OID.signingTime,
        time.getUTCFullYear() < 2050
          ? asn1.create(Class.UNIVERSAL, Type.UTCTIME, false, asn1.dateToUtcTime(time))
          : asn1.create(Class.UNIVERSAL, Type.GENERALIZEDTIME, false, asn1.dateToGeneralizedTime(time)),
      ),
      attribute(OID.messageDigest, octets(createHash('sha256').update(content).digest())),
    ].sort((a, b) => Buffer.compare(der(a), der(b))); // DER orders a SET OF by encoding
    // The signature covers the attributes encoded as a SET (RFC 5652 5.4), stored as [0] IMPLICIT.
    const signedAttrs = asn1.create(Class.UNIVERSAL, Type.SET, true, attributes);
    const signature = sign('sha256', der(signedAttrs), key);
    const sha256 = algorithm(OID.sha256);
    const tbs = signerCert.value[0] as forge.asn1.Asn1;
    const [serial, issuer] = tbsFields(tbs);

    const signerInfo = seq([
      int(1),
      seq([issuer, serial]),
      sha256,
      asn1.create(Class.CONTEXT_SPECIFIC, 0, true, attributes),
      algorithm(OID.rsaEncryption),
      octets(signature),
    ]);
    const signedData = seq([
      int(1),
      asn1.create(Class.UNIVERSAL, Type.SET, true, [sha256]),
      seq([oid(OID.data)]), // detached: the PDF's byte ranges are the content, not embedded
      asn1.create(Class.CONTEXT_SPECIFIC, 0, true, certificates),
      asn1.create(Class.UNIVERSAL, Type.SET, true, [signerInfo]),
    ]);
    return der(seq([oid(OID.signedData), asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [signedData])]));
  }
}

const seq = (value: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, value);
const oid = (id: string) => asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(id).getBytes());
const int = (n: number) => asn1.create(Class.UNIVERSAL, Type.INTEGER, false, String.fromCharCode(n));
const octets = (bytes: Buffer) => asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, bytes.toString('binary'));
const nul = () => asn1.create(Class.UNIVERSAL, Type.NULL, false, '');
const algorithm = (id: string) => seq([oid(id), nul()]);
const attribute = (id: string, value: forge.asn1.Asn1) =>
  seq([oid(id), asn1.create(Class.UNIVERSAL, Type.SET, true, [value])]);
const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');

/** serialNumber and issuer as encoded in the certificate, which the signer identifier must match. */
function tbsFields(tbs: forge.asn1.Asn1): [forge.asn1.Asn1, forge.asn1.Asn1] {
  const fields = tbs.value as forge.asn1.Asn1[];
  // An explicit [0] version comes first in v3 certificates.
  const offset = fields[0]?.tagClass === Class.CONTEXT_SPECIFIC ? 1 : 0;
  const serial = fields[offset];
  const issuer = fields[offset + 2];
  if (!serial || !issuer) throw new Error('Malformed platform certificate');
  return [serial, issuer];
}

const cache = new WeakMap<Buffer, Identity>();

function openP12(certificate: PlatformCertificate): Identity {
  const cached = cache.get(certificate.p12);
  if (cached) return cached;
  const p12 = forge.pkcs12.pkcs12FromAsn1(
    asn1.fromDer(certificate.p12.toString('binary')),
    false,
    certificate.passphrase,
  );
  const key = p12.getBags({ bagType: OID.keyBag })[OID.keyBag]?.[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  const certs = (p12.getBags({ bagType: OID.certBag })[OID.certBag] ?? []).flatMap((bag) => bag.cert ?? []);
  const matches = (cert: forge.pki.Certificate) => {
    const pub = cert.publicKey as forge.pki.rsa.PublicKey;
    return key !== undefined && pub.n.equals(key.n) && pub.e.equals(key.e);
  };
  const own = certs.find(matches);
  if (!key || !own) throw new Error('The platform p12 holds no RSA key with its certificate');
  const identity = {
    key: createPrivateKey(forge.pki.privateKeyToPem(key)),
    certificates: [own, ...certs.filter((c) => c !== own)].map((c) => forge.pki.certificateToAsn1(c)),
  };
  cache.set(certificate.p12, identity);
  return identity;
}
