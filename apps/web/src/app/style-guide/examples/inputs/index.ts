export { CategoryExample } from './category-example.tsx';
export { CurrencyExample } from './currency-example.tsx';
export { DateTimeExample } from './date-time-example.tsx';
export { EntityExample } from './entity-example.tsx';
export { FileUploadExample } from './file-upload-example.tsx';
export { ValidationExample } from './validation-example.tsx';
