export { ceremonyRoutes } from './ceremony.routes.ts';
export { COUNTERSIGN_STATEMENT, CONSENT, DIRECT_UPLOAD_STATEMENT } from './consent.ts';
export { collectEvidence, type Evidence } from './evidence.ts';
export { asDataList, checkFieldValues, mergeDataList } from './field-values.ts';
export {
  openCeremony,
  opportunityPath,
  queueSeal,
  refuseIfSealPending,
  SEAL_PENDING,
  submitWithoutCeremony,
} from './open-session.ts';
export { sealJob } from './seal-job.ts';
export { latestSessionOf } from './latest-session.ts';
export { createSigning, type Signing } from './signing-service.ts';
export { putBytes, readStoredBytes, recordStoredFile } from './stored-bytes.ts';
export type { SessionRef, SigningSubjectAdapter, SubjectDocument } from './subject-adapter.ts';
export type { Submission } from './submission.ts';
export { nextOrConflict } from './transition.ts';
export { assertSealablePdf } from './pdf-check.ts';
