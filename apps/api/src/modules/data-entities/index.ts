export { COMMON_DATA_ENTITIES } from './common-lists.ts';
export { entityItems, putTenantDataEntity, syncCommonDataEntities } from './data-entities.service.ts';
export { commonDataEntityRoutes, dataEntityRoutes } from './data-entities.routes.ts';
