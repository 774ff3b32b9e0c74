export { captableOcfRoutes } from './captable-ocf.routes.ts';
export { exportOcfPackage } from './ocf-export-run.ts';
export { importOcfZip, OcfImportRefused } from './ocf-import.ts';
