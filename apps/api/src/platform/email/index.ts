export { emailJob } from './email-job.ts';
export { createMailer, type Mail, type Mailer } from './mailer.ts';
export { EMAIL_SEND_JOB, enqueueEmail, type OutgoingEmail } from './outbox.ts';
