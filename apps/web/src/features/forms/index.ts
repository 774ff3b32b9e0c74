export { FormRenderer, type FormRendererProps } from './components/form-renderer.tsx';
export { FormScreen, type FormScreenProps } from './components/form-screen.tsx';
export { NativeSelectWidget } from './components/widgets/native-select-widget.tsx';
export { FormFileReaderContext, FormUploaderContext } from './components/widgets/uploader-context.ts';
export { useCheckedAnswers } from './hooks/use-checked-answers.ts';
export { type UseFormResponse, useFormResponse } from './hooks/use-form-response.ts';
export { ProfileForms } from './components/profile-forms.tsx';
export { engineTemplate } from './lib/wire-template.ts';
