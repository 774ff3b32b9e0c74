export { BrandingAdmin } from './components/branding-admin.tsx';
