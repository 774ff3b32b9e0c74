// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './field-errors.ts';

const schema = z.object({
  title: z.string().min(1, 'Title is required').max(3, 'Title should be at most 3 characters'),
  items: z.array(z.object({ name: z.string().min(1, 'Name is required') })),
});

describe('fieldErrors', () => {
  it('keeps the first message of each field, keyed by its path', () => {
    expect(fieldErrors(schema.safeParse({ title: '', items: [{ name: 'a' }, { name: '' }] }))).toEqual({
      title: 'Title is required',
      'items.1.name': 'Name is required',
    });
  });

  it('is empty when the value passes', () => {
    expect(fieldErrors(schema.safeParse({ title: 'abc', items: [] }))).toEqual({});
  });
});
