export { FormRenderer, type FormRendererProps } from './components/form-renderer.tsx';
export { FormUploaderContext } from './components/widgets/uploader-context.ts';
