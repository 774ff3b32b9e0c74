export { ImageField, type ImageFieldProps, type ImageUploader } from './image-field.tsx';
