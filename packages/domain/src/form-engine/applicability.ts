import { describeBranch } from './branch.ts';
import { type BranchReason, evaluate } from './evaluation.ts';
import { inlineOptions } from './options.ts';
import type { FormField, FormTemplate, FormValues } from './types.ts';

export interface ShownBecause extends BranchReason {
  /** e.g. 'Country is United States', for the "why is this field shown?" hint. */
  text: string;
}

export interface ApplicableField {
  section: string;
  field: FormField;
  /** Empty for a field that always applies; otherwise the branches that made it apply. */
  shown_because: ShownBecause[];
}

export function allFields(template: FormTemplate): FormField[] {
  return template.sections.flatMap((s) => s.definition.fields);
}

/** The fields that apply to these answers, in template order, each with the branches that applied it. */
export function applicableFields(template: FormTemplate, values: FormValues): ApplicableField[] {
  const evaluation = evaluate(template, values);
  const byKey = new Map(allFields(template).map((f) => [f.key, f]));
  const explain = (reason: BranchReason): ShownBecause => {
    const source = byKey.get(reason.branch.field);
    const labels = new Map(source ? inlineOptions(source).map((o) => [o.value, o.label]) : []);
    const text = describeBranch(reason.branch, source?.label ?? reason.branch.field, (v) => labels.get(v) ?? v);
    return { ...reason, text };
  };
  return template.sections.flatMap((section) =>
    section.definition.fields
      .filter((field) => evaluation.fieldApplies(field.key))
      .map((field) => ({ section: section.key, field, shown_because: evaluation.reasons(field.key).map(explain) })),
  );
}

/** The sections that apply to these answers (their branch holds), by key. */
export function applicableSections(template: FormTemplate, values: FormValues): string[] {
  const evaluation = evaluate(template, values);
  return template.sections.filter((s) => evaluation.sectionApplies(s)).map((s) => s.key);
}

/** Every applicable calculated field's result: a number, or null when it cannot be computed. */
export function computeCalculated(template: FormTemplate, values: FormValues): Record<string, number | null> {
  const evaluation = evaluate(template, values);
  const out: Record<string, number | null> = {};
  for (const field of allFields(template)) {
    if (field.type === 'calculated' && evaluation.fieldApplies(field.key)) {
      out[field.key] = (evaluation.answerOf(field.key) as number | null | undefined) ?? null;
    }
  }
  return out;
}
