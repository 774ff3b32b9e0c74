export { emailJob } from './email-job.ts';
export { createMailer } from './mailer.ts';
export { enqueueEmail } from './outbox.ts';
