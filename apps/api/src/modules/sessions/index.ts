export { deviceName } from './device.ts';
export { familyOfHash, revokeOtherFamilies } from './sessions.repository.ts';
export { sessionRoutes } from './sessions.routes.ts';
