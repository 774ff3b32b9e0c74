export { capitalCallRoutes } from './capital-calls.ts';
export { noticeJob } from './notice-job.ts';
export { opportunityCallRoutes } from './opportunity-calls.routes.ts';
