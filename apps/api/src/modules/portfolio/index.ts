export { portfolioRoutes } from './portfolio.routes.ts';
