export { COMMON_DATA_ENTITIES } from './common-lists.ts';
export {
  type DataEntityBase,
  type DataEntityItem,
  entityItems,
  putTenantDataEntity,
  syncCommonDataEntities,
} from './data-entities.repository.ts';
export { commonDataEntityRoutes, dataEntityRoutes } from './data-entities.routes.ts';
