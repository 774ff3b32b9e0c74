export { JOB_SCHEMA } from './boss-db.ts';
export { enqueueJob, enqueueJobs, retryFailedJob } from './enqueue.ts';
export {
  defineJob,
  type JobDefinition,
  PermanentJobError,
} from './job-definition.ts';
export { createJobEngine } from './job-engine.ts';
export { type JobState, listFailedJobs, listJobs } from './job-list.ts';
