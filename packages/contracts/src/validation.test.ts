import { email, max, required } from '@dl/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ruleString } from './validation.ts';

describe('spec 5 rules as zod refinements', () => {
  const schema = z.object({ name: ruleString('Name', [required, max(5)]), mail: ruleString('Email', [email]) });

  it('reports the rule message on the field', () => {
    const result = schema.safeParse({ name: '', mail: 'x' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['name', 'Name is required'],
      ['mail', 'Email is not valid email'],
    ]);
  });

  it('passes valid values through', () => {
    expect(schema.parse({ name: 'Ann', mail: 'ann@example.com' })).toEqual({ name: 'Ann', mail: 'ann@example.com' });
  });
});
