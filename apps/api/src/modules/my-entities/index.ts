export {
  canManage,
  INVESTOR_MEMBERSHIP_ROLES,
  requireManagedEntity,
  roleOnEntity,
  strongest,
} from './entity-access.ts';
export { myEntityRoutes } from './my-entities.routes.ts';
