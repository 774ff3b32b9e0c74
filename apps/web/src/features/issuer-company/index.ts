export { uploadCompanyImage, useCompanies } from './api/companies.ts';
export { CompanyForm, type CompanyFormProps } from './components/company-form.tsx';
export { CompanySelector } from './components/company-selector.tsx';
export { COMPANY_PARAM, pickCompany, useCurrentCompany } from './lib/current-company.ts';
export { useFidId } from './lib/use-fid-id.ts';
