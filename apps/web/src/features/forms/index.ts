export { FormRenderer, type FormRendererProps } from './components/form-renderer.tsx';
export { FormScreen, type FormScreenProps } from './components/form-screen.tsx';
export { FormFileReaderContext, FormUploaderContext } from './components/widgets/uploader-context.ts';
export { type UseFormResponse, useFormResponse } from './hooks/use-form-response.ts';
export { ProfileForms } from './components/profile-forms.tsx';
