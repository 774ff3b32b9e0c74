export { providerUserRoutes } from './provider-users.routes.ts';
export { createProviderUsers } from './provider-users.state.ts';
