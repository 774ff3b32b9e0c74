import type { DocumentItem } from './document-item.ts';

export interface CategoryNode {
  /** Path levels joined with ' / ', unique within the tree. */
  key: string;
  name: string;
  children: CategoryNode[];
  documents: DocumentItem[];
  /** Documents in this node and every node below it. */
  count: number;
}

interface MutableNode {
  name: string;
  key: string;
  children: Map<string, MutableNode>;
  documents: DocumentItem[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

function freeze(node: MutableNode): CategoryNode {
  const children = [...node.children.values()].map(freeze).sort(byName);
  const count = node.documents.length + children.reduce((sum, child) => sum + child.count, 0);
  return { key: node.key, name: node.name, children, documents: node.documents, count };
}

/**
 * Groups documents by their category path (spec 3). Blank levels are skipped; documents without a
 * category stay at the root. Folders are sorted by name, documents keep their given order.
 */
export function buildCategoryTree(documents: readonly DocumentItem[]): CategoryNode {
  const root: MutableNode = { name: '', key: '', children: new Map(), documents: [] };
  for (const doc of documents) {
    let node = root;
    for (const raw of doc.category ?? []) {
      const name = raw.trim();
      if (!name) continue;
      let child = node.children.get(name);
      if (!child) {
        child = { name, key: node.key ? `${node.key} / ${name}` : name, children: new Map(), documents: [] };
        node.children.set(name, child);
      }
      node = child;
    }
    node.documents.push(doc);
  }
  return freeze(root);
}
