import { useState } from 'react';
import {
  type CategoryPath,
  CategoryPathEditor,
  categoryPath,
} from '#web/components/inputs/category-path-editor/index.ts';
import { Demo } from './demo.tsx';

/** Categories of other documents in the data room, for the editor's suggestions. */
const DOCUMENT_CATEGORIES = [
  ['Legal', 'Subscription documents', 'Side letters'],
  ['Legal', 'Subscription documents', 'Investor questionnaires'],
  ['Legal', 'NDA'],
  ['Legal', 'Operating agreement'],
  ['Financials', 'Quarterly reports', 'Q1 2026'],
  ['Financials', 'Audited statements'],
  ['Due diligence', 'Management presentations'],
];

export function CategoryExample() {
  const [path, setPath] = useState<CategoryPath>(categoryPath(['Legal', 'Subscription documents']));
  return (
    <Demo value={path}>
      <CategoryPathEditor value={path} onChange={setPath} existing={DOCUMENT_CATEGORIES} />
    </Demo>
  );
}
