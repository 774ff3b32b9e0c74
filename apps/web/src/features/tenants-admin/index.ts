export { TenantDetail, useTenantName } from './components/tenant-detail.tsx';
export { TenantDirectory } from './components/tenant-directory.tsx';
