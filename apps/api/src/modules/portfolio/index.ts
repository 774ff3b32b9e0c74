export { portfolioRoutes } from './portfolio.routes.ts';
export { createPortfolio } from './position-index.ts';
