export { uploadCompanyImage } from './api/companies.ts';
export { CompanyForm } from './components/company-form.tsx';
export { CompanySelector } from './components/company-selector.tsx';
export { useCurrentCompany } from './lib/current-company.ts';
export { useFidId } from './lib/use-fid-id.ts';
