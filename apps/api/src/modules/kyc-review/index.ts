export { kycReviewRoutes } from './kyc-review.routes.ts';
