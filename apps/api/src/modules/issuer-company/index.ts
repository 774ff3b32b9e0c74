export { issuerCompanyRoutes } from './issuer-company.routes.ts';
export { companyPermissions, isUploadedImage } from './issuer-company.mapper.ts';
