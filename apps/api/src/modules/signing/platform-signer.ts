import { Signer } from '@signpdf/utils';
import forge from 'node-forge';
import type { PlatformCertificate } from './signing.types.ts';

// Spelled out: forge's oid table is typed as a string index, so every lookup could be undefined.
const OID = {
  certBag: '1.2.840.113549.1.12.10.1.3',
  keyBag: '1.2.840.113549.1.12.10.1.2',
  sha256: '2.16.840.1.101.3.4.2.1',
  data: '1.2.840.113549.1.7.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
} as const;

interface Identity {
  key: forge.pki.rsa.PrivateKey;
  certificate: forge.pki.Certificate;
  chain: forge.pki.Certificate[];
}

/**
 * A PKCS#7 detached signer for @signpdf that opens the p12 once per certificate. @signpdf's
 * P12Signer re-derives the key from the p12 on every signature (a PBKDF2 in pure JS) and consumes its
 * buffer, so one instance can sign only once.
 */
export class PlatformSigner extends Signer {
  readonly #identity: Identity;

  constructor(certificate: PlatformCertificate) {
    super();
    this.#identity = openP12(certificate);
  }

  override async sign(content: Buffer, signingTime?: Date): Promise<Buffer> {
    const { key, certificate, chain } = this.#identity;
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(content.toString('binary'));
    for (const cert of chain) p7.addCertificate(cert);
    // SHA-256 with signed attributes in this order is what adbe.pkcs7.detached validators expect
    // (Adobe, poppler, the EU DSS validator); signingTime records the ceremony time, not the job's.
    p7.addSigner({
      key,
      certificate,
      digestAlgorithm: OID.sha256,
      authenticatedAttributes: [
        { type: OID.contentType, value: OID.data },
        { type: OID.signingTime, value: (signingTime ?? new Date()).toISOString() },
        { type: OID.messageDigest },
      ],
    });
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}

const cache = new WeakMap<Buffer, Identity>();

function openP12(certificate: PlatformCertificate): Identity {
  const cached = cache.get(certificate.p12);
  if (cached) return cached;
  const asn1 = forge.asn1.fromDer(certificate.p12.toString('binary'));
  const p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, certificate.passphrase);
  const key = p12.getBags({ bagType: OID.keyBag })[OID.keyBag]?.[0]?.key;
  const chain = (p12.getBags({ bagType: OID.certBag })[OID.certBag] ?? []).flatMap((bag) => bag.cert ?? []);
  const matches = (cert: forge.pki.Certificate) => {
    const pub = cert.publicKey as forge.pki.rsa.PublicKey;
    return key !== undefined && pub.n.equals(key.n) && pub.e.equals(key.e);
  };
  const certificateForKey = chain.find(matches);
  if (!key || !certificateForKey) throw new Error('The platform p12 holds no RSA key with its certificate');
  const identity = { key, certificate: certificateForKey, chain };
  cache.set(certificate.p12, identity);
  return identity;
}
