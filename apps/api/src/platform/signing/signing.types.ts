/** The platform's signing identity, as kept under DATA_DIR (see platform-certificate.ts). */
export interface PlatformCertificate {
  /** PKCS#12 with the private key and the self-signed certificate. */
  p12: Buffer;
  passphrase: string;
  certificatePem: string;
  /** SHA-256 of the DER certificate, lowercase hex. */
  fingerprintSha256: string;
}

/** Who signed, as recorded on the certificate page (evidence of the ceremony). */
export interface SignerIdentity {
  name: string;
  email: string;
  ip: string;
  userAgent: string;
}

/** The mark the signer made in the ceremony: a typed name or a drawing exported as PNG. */
export type SignatureMark = { kind: 'typed'; text: string } | { kind: 'drawn'; png: Buffer };

/** A value from the viewer's fill-form mode (spec 4 "Document digitization", `data_list`). */
export interface FieldValue {
  name: string;
  value: string | boolean;
}
