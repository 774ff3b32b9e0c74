export { ceremonyRoutes } from './ceremony.routes.ts';
export { COUNTERSIGN_STATEMENT, DIRECT_UPLOAD_STATEMENT } from './consent.ts';
export { collectEvidence } from './evidence.ts';
export { asDataList, checkFieldValues } from './field-values.ts';
export {
  cancelCeremonies,
  openCeremony,
  opportunityPath,
  refuseIfSealPending,
  submitWithoutCeremony,
} from './open-session.ts';
export { sealJob } from './seal-job.ts';
export { latestSessionOf } from './latest-session.ts';
export { createSigning } from './signing-service.ts';
export { putBytes, readStoredBytes, recordStoredFile } from './stored-bytes.ts';
export type { SigningSubjectAdapter } from './subject-adapter.ts';
export type { Submission } from './submission.ts';
export { nextOrConflict } from './transition.ts';
export { assertSealablePdf } from './pdf-check.ts';
export { listFailedSeals, retryFailedSeal } from './failed-seals.ts';
