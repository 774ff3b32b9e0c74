import { branchHolds, toBranch } from './branch.ts';
import { calculate } from './calculated.ts';
import { operandValue } from './operands.ts';
import type { Branch, FormField, FormSection, FormTemplate, FormValues } from './types.ts';

/** Why a conditional field applies: its section's branch and/or its own. */
export interface BranchReason {
  source: 'section' | 'field';
  branch: Branch;
}

export interface Evaluation {
  sectionApplies(section: FormSection): boolean;
  fieldApplies(key: string): boolean;
  /** The answer of an applicable field (computed for calculated fields); undefined otherwise. */
  answerOf(key: string): unknown;
  reasons(key: string): BranchReason[];
}

/**
 * Resolves which fields apply and what calculated fields hold for one set of answers. A field applies
 * when its section applies and its branch holds on an applicable field's answer; a field that does
 * not apply counts as empty everywhere (branches, operands). Cycles (reported by checkTemplate) resolve
 * to "does not apply" / empty instead of looping.
 */
export function evaluate(template: FormTemplate, values: FormValues): Evaluation {
  const fields = new Map<string, { field: FormField; section: FormSection }>();
  for (const section of template.sections) {
    for (const field of section.definition.fields) fields.set(field.key, { field, section });
  }
  const applies = new Map<string, boolean>();
  const computed = new Map<string, unknown>();
  const inProgress = new Set<string>();

  const holds = (input: FormSection['definition']['branch']): boolean => {
    if (input === undefined) return true;
    const branch = toBranch(input);
    return branch !== null && fieldApplies(branch.field) && branchHolds(branch, answerOf(branch.field));
  };

  function guarded<T>(id: string, cache: Map<string, T>, fallback: T, run: () => T): T {
    if (cache.has(id)) return cache.get(id) as T;
    if (inProgress.has(id)) return fallback;
    inProgress.add(id);
    const result = run();
    inProgress.delete(id);
    cache.set(id, result);
    return result;
  }

  function sectionApplies(section: FormSection): boolean {
    return guarded(`section:${section.key}`, applies, false, () => holds(section.definition.branch));
  }

  function fieldApplies(key: string): boolean {
    const entry = fields.get(key);
    if (!entry) return false;
    return guarded(`field:${key}`, applies, false, () => sectionApplies(entry.section) && holds(entry.field.branch));
  }

  function answerOf(key: string): unknown {
    const entry = fields.get(key);
    if (!entry || !fieldApplies(key)) return undefined;
    const { calculated } = entry.field;
    if (entry.field.type !== 'calculated' || !calculated) return values[key];
    return guarded(`value:${key}`, computed, null, () =>
      calculate(
        calculated,
        calculated.operands.map((o) => (o.type === 'var' ? answerOf(o.field) : operandValue(o, values))),
      ),
    );
  }

  function reasons(key: string): BranchReason[] {
    const entry = fields.get(key);
    if (!entry || !fieldApplies(key)) return [];
    const out: BranchReason[] = [];
    const sectionBranch = entry.section.definition.branch;
    if (sectionBranch !== undefined) out.push({ source: 'section', branch: toBranch(sectionBranch) as Branch });
    if (entry.field.branch !== undefined) out.push({ source: 'field', branch: toBranch(entry.field.branch) as Branch });
    return out;
  }

  return { sectionApplies, fieldApplies, answerOf, reasons };
}
