export {
  defineJob,
  enqueueJob,
  type EnqueueJob,
  type JobDefinition,
  PermanentJobError,
  type RunningJob,
} from './job-definition.ts';
export { createJobWorker, type JobWorker, type JobWorkerOptions } from './job-worker.ts';
