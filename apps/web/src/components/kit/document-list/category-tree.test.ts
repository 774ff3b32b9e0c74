// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildCategoryTree } from './category-tree.ts';
import type { DocumentItem } from './document-item.ts';

const doc = (doc_id: string, category?: string[]): DocumentItem => ({ doc_id, category: category ?? null });

describe('buildCategoryTree', () => {
  it('groups by each level of the category path, folders sorted by name', () => {
    const tree = buildCategoryTree([
      doc('a', ['Tax', '2025', 'K-1']),
      doc('b', ['Legal', 'NDA']),
      doc('c', ['Tax', '2024']),
      doc('d', ['Tax', '2025', 'K-1']),
      doc('e'),
    ]);
    expect(tree.documents.map((d) => d.doc_id)).toEqual(['e']);
    expect(tree.count).toBe(5);
    expect(tree.children.map((c) => c.name)).toEqual(['Legal', 'Tax']);
    const tax = tree.children[1]!;
    expect(tax.count).toBe(3);
    expect(tax.children.map((c) => c.key)).toEqual(['Tax / 2024', 'Tax / 2025']);
    const k1 = tax.children[1]!.children[0]!;
    expect(k1.key).toBe('Tax / 2025 / K-1');
    expect(k1.documents.map((d) => d.doc_id)).toEqual(['a', 'd']);
  });

  it('skips blank levels and trims names', () => {
    const tree = buildCategoryTree([doc('a', [' Legal ', '', 'NDA']), doc('b', ['Legal', 'NDA'])]);
    expect(tree.children).toHaveLength(1);
    expect(tree.children[0]!.children[0]!.documents).toHaveLength(2);
  });

  it('is empty for no documents', () => {
    expect(buildCategoryTree([])).toEqual({ key: '', name: '', children: [], documents: [], count: 0 });
  });
});
