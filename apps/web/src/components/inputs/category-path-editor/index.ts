export {
  type CategoryPath,
  categoryPath,
  isCategoryPathValid,
  levelError,
  levelSuggestions,
} from './category-path.ts';
export { CategoryPathEditor, type CategoryPathEditorProps } from './category-path-editor.tsx';
