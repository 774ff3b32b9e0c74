export { CategoryEditor, type CategoryEditorProps } from './category-editor.tsx';
export {
  CATEGORY_MAX_LEVELS,
  CATEGORY_TYPE_OPTIONS,
  categoryLevelErrors,
  filterSuggestions,
  withLevelCount,
} from './category-levels.ts';
