export { countersignDocument } from './countersign-document.ts';
export { fillFields } from './fill-fields.ts';
export { type CertificateSubject, loadOrCreatePlatformCertificate } from './platform-certificate.ts';
export { type SealResult, sealDocument } from './seal-document.ts';
export {
  FieldValueError,
  SigningError,
  UnknownFieldsError,
} from './signing-errors.ts';
export type { FieldValue, PlatformCertificate, SignatureMark, SignerIdentity } from './signing.types.ts';
