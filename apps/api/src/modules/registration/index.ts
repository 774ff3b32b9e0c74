export { prepareAccountJob } from './prepare-account-job.ts';
export { registrationRoutes } from './registration.routes.ts';
