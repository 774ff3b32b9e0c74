import { useState } from 'react';
import { CategoryEditor } from '#web/components/kit/category-editor/index.ts';
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

/** Names used at the level after `path` by the documents above (what the API answers for a data room). */
async function suggestions(path: string[]): Promise<string[]> {
  const next = DOCUMENT_CATEGORIES.filter(
    (c) => c.length > path.length && path.every((level, i) => c[i]?.toLowerCase() === level.toLowerCase()),
  ).map((c) => c[path.length] as string);
  return [...new Set(next)];
}

export function CategoryExample() {
  const [path, setPath] = useState<string[]>(['Legal', 'Subscription documents']);
  return (
    <Demo value={path}>
      <CategoryEditor value={path} onChange={setPath} loadSuggestions={suggestions} />
    </Demo>
  );
}
