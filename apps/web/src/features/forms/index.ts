export { FormRenderer } from './components/form-renderer.tsx';
export { FormScreen } from './components/form-screen.tsx';
export { NativeSelectWidget } from './components/widgets/native-select-widget.tsx';
export { useCheckedAnswers } from './hooks/use-checked-answers.ts';
export { ProfileForms } from './components/profile-forms.tsx';
export { engineTemplate } from './lib/wire-template.ts';
