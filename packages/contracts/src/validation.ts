import { type Rule, validate } from '@dl/domain';
import { z } from 'zod';

/**
 * Spec 5's rules as a zod refinement, so that web forms (react-hook-form's zod resolver) and API
 * bodies (Fastify's zod type provider) check a field with the same rules and the same messages.
 */
export function withRules<T extends z.ZodType>(schema: T, field: string, rules: readonly Rule[]) {
  return schema.superRefine((value, ctx) => {
    const message = validate(value, field, rules);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** A text field checked only by spec 5 rules (the rules decide whether empty is allowed). */
export function ruleString(field: string, rules: readonly Rule[]) {
  return withRules(z.string(), field, rules);
}
