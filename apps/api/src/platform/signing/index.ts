export { countersignDocument, type CountersignInput } from './countersign-document.ts';
export { fillFields, type FillOptions } from './fill-fields.ts';
export { type CertificateSubject, loadOrCreatePlatformCertificate } from './platform-certificate.ts';
export { type SealInput, type SealResult, sealDocument } from './seal-document.ts';
export {
  FieldValueError,
  SIGNING_FAILURE,
  SigningError,
  type SigningFailure,
  UnknownFieldsError,
} from './signing-errors.ts';
export type { FieldValue, PlatformCertificate, SignatureMark, SignerIdentity } from './signing.types.ts';
