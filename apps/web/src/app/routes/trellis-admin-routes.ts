import { rolesFor } from '@dl/domain';
import { defineRoutes, type RouteDef } from './route-def.ts';
import { staffProfileRoute } from './staff-profile-route.ts';

/**
 * The provider admin portal's screens under /trellis-admin/ (issue 18, ADR 0029). Like the fund-admin
 * table, each screen opens to the roles of the action it is about, and the side navigation reads the
 * same lists.
 */
const trellisAdminTable = defineRoutes([
  { index: true, label: 'Home', name: 'TrellisAdmin.Home', roles: rolesFor('provider.enter'), page: 'home' },
  {
    path: 'tenants',
    title: 'Tenants',
    label: 'Tenants',
    name: 'TrellisAdmin.Tenants',
    roles: rolesFor('tenants.read'),
    page: 'trellis-tenants',
  },
  {
    path: 'tenants/:id',
    label: 'Tenant',
    name: 'TrellisAdmin.Tenant',
    roles: rolesFor('tenants.read'),
    page: 'trellis-tenant',
  },
  {
    path: 'branding',
    title: 'Branding',
    label: 'Branding',
    name: 'TrellisAdmin.Branding',
    roles: rolesFor('tenants.read'),
    page: 'trellis-branding',
  },
  {
    path: 'users',
    title: 'Users',
    label: 'Users',
    name: 'TrellisAdmin.Users',
    roles: rolesFor('users.read'),
    page: 'trellis-users',
  },
  {
    path: 'users/:id',
    label: 'User',
    name: 'TrellisAdmin.User',
    roles: rolesFor('users.read'),
    page: 'trellis-user',
  },
  {
    path: 'system-notifications',
    title: 'System Notifications',
    label: 'System Notifications',
    name: 'TrellisAdmin.SystemNotifications',
    roles: rolesFor('system_notifications.publish'),
    page: 'trellis-system-notifications',
  },
  {
    path: 'operations',
    title: 'Operations',
    label: 'Operations',
    name: 'TrellisAdmin.Operations',
    roles: rolesFor('operations.read'),
    page: 'trellis-operations',
  },
  { ...staffProfileRoute, name: 'TrellisAdmin.MyProfile' },
]);

export type TrellisAdminRouteTable = typeof trellisAdminTable;
export const trellisAdminRoutes: RouteDef[] = trellisAdminTable;
