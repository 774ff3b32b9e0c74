import {
  type ApplicableField,
  type BranchReason,
  describeBranch,
  type FormTemplate,
  type FormValues,
  type OptionResolver,
  resolveOptions,
} from '@dl/domain';

/**
 * The "why is this shown?" text of one branch, worded by the engine's describeBranch with the
 * controlling field's label and option labels quoted: "Shown because 'Are you a US person?' is 'Yes'".
 */
function reasonText(
  template: FormTemplate,
  values: FormValues,
  reason: BranchReason,
  resolver?: OptionResolver,
): string {
  const source = template.sections.flatMap((s) => s.definition.fields).find((f) => f.key === reason.branch.field);
  const options = source ? (resolveOptions(source, values, { resolver }) ?? []) : [];
  const labels = new Map(options.map((o) => [o.value, o.label]));
  const label = `'${source?.label ?? reason.branch.field}'`;
  return `Shown because ${describeBranch(reason.branch, label, (v) => `'${labels.get(v) ?? v}'`)}`;
}

/** The texts for a field's own branch (its section's branch shows at the section's title). */
export function fieldReasons(
  template: FormTemplate,
  values: FormValues,
  applicable: ApplicableField,
  resolver?: OptionResolver,
): string[] {
  return applicable.shown_because
    .filter((r) => r.source === 'field')
    .map((r) => reasonText(template, values, r, resolver));
}

export function sectionReasons(
  template: FormTemplate,
  values: FormValues,
  fields: readonly ApplicableField[],
  resolver?: OptionResolver,
): string[] {
  const reason = fields.flatMap((f) => f.shown_because).find((r) => r.source === 'section');
  return reason ? [reasonText(template, values, reason, resolver)] : [];
}
