export { dealAdapter, dealCountersignAdapter } from './deal-adapters.ts';
export { dealSigningRoutes } from './deal-signing.routes.ts';
export { openCountersignCeremony } from './countersign-ceremony.ts';
