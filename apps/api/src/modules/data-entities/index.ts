export { COMMON_DATA_ENTITIES, type DataEntityItem } from './common-lists.ts';
export { entityItems, putTenantDataEntity, syncCommonDataEntities } from './data-entities.service.ts';
export type { DataEntityBase } from './data-entities.types.ts';
export { commonDataEntityRoutes, dataEntityRoutes } from './data-entities.routes.ts';
