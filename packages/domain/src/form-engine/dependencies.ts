import { toBranch } from './branch.ts';
import type { FormTemplate } from './types.ts';

/**
 * What each node's applicability or value is read from: a field from its section, its branch's field
 * and (calculated) its var operands; a section from its branch's field. Sections are named
 * `section:<key>`. A cycle here would leave a field neither shown nor hidden.
 */
export function dependencyGraph(template: FormTemplate): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const section of template.sections) {
    const sectionNode = `section:${section.key}`;
    const sectionBranch = section.definition.branch === undefined ? null : toBranch(section.definition.branch);
    graph.set(sectionNode, sectionBranch ? [sectionBranch.field] : []);
    for (const field of section.definition.fields) {
      const branch = field.branch === undefined ? null : toBranch(field.branch);
      const operands = (field.calculated?.operands ?? []).flatMap((o) => (o.type === 'var' ? [o.field] : []));
      graph.set(field.key, [sectionNode, ...(branch ? [branch.field] : []), ...operands]);
    }
  }
  return graph;
}

/** Each cycle once, as the path that closes it (['a', 'b', 'a']). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}
