/** Kind of the job that seals a submitted signing session (payload {session_id}). */
export const SEAL_JOB_KIND = 'signing.seal';
