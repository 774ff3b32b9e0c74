export { bossDb, JOB_SCHEMA } from './boss-db.ts';
export { type EnqueueJob, enqueueJob, retryFailedJob } from './enqueue.ts';
export {
  defineJob,
  type FailedJob,
  type JobDefinition,
  PermanentJobError,
  type RetryPolicy,
  type RunningJob,
} from './job-definition.ts';
export { createJobEngine, FAILED_JOB_RETENTION_DAYS, type JobEngine, type JobEngineOptions } from './job-engine.ts';
export { type JobFilter, type JobState, type JobSummary, listFailedJobs, listJobs } from './job-list.ts';
