export { capitalCallRoutes } from './capital-calls.ts';
