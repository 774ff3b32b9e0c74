export { captableSecuritiesRoutes } from './securities.routes.ts';
/** What the cap table's views and a holder's own view read of a security (captable-views, captable-holders). */
export { securityDetail } from './detail.ts';
export { type SecurityRecord, toSecurityRow } from './securities.mapper.ts';
export { SECURITY_COLUMNS } from './security-columns.ts';
export { accelerationsOf, scheduleOf, vestingQuantity } from './vesting.ts';
