export { captableOcfRoutes } from './captable-ocf.routes.ts';
export { exportOcfPackage } from './ocf-export.ts';
export { importOcfZip, OcfImportRefused } from './ocf-import.ts';
