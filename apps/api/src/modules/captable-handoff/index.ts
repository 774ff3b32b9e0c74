export { captableSsoExchangeRoutes, captableSsoTokenRoutes } from './captable-handoff.routes.ts';
