import { branchProblem, type FieldIndex, fieldProblems, type TemplateProblem } from './check-field.ts';
import { dependencyGraph, findCycles } from './dependencies.ts';
import { FORM_KINDS, type FormField, type FormTemplate } from './types.ts';

export type { TemplateProblem };

/**
 * Everything wrong with a template before it is published: its identity, unique section and field
 * keys, branches and operands naming existing fields, valid patterns (spec 5 valid-regex), well-formed
 * rules, data sources and calculations, and no cycle among branches and calculated fields.
 * Empty when the template is sound.
 */
export function checkTemplate(template: FormTemplate): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  if (!template.internal_name?.trim()) problems.push({ path: 'internal_name', message: 'a template needs a name' });
  if (!(FORM_KINDS as readonly string[]).includes(template.kind)) {
    problems.push({ path: 'kind', message: `unknown form kind ${template.kind}` });
  }
  if (!Number.isInteger(template.version) || template.version < 1) {
    problems.push({ path: 'version', message: 'the version is a whole number from 1' });
  }

  const fields = new Map<string, FormField>();
  const sectionKeys = new Set<string>();
  for (const section of template.sections) {
    const path = `section:${section.key}`;
    if (!section.key) problems.push({ path, message: 'a section needs a key' });
    if (sectionKeys.has(section.key)) problems.push({ path, message: `the section key ${section.key} is used twice` });
    sectionKeys.add(section.key);
    if (!section.definition.id) problems.push({ path, message: 'a section definition needs an id' });
    for (const field of section.definition.fields) {
      if (!field.key) problems.push({ path, message: 'a field needs a key' });
      if (fields.has(field.key))
        problems.push({ path: field.key, message: `the field key ${field.key} is used twice` });
      fields.set(field.key, field);
    }
  }

  const index: FieldIndex = fields;
  for (const section of template.sections) {
    const { branch } = section.definition;
    const problem = branch === undefined ? null : branchProblem(branch, index);
    if (problem) problems.push({ path: `section:${section.key}.branch`, message: problem });
    for (const field of section.definition.fields) problems.push(...fieldProblems(field, index));
  }

  for (const cycle of findCycles(dependencyGraph(template))) {
    problems.push({
      path: cycle[0] as string,
      message: `branches and calculated fields form a cycle: ${cycle.join(' -> ')}`,
    });
  }
  return problems;
}
