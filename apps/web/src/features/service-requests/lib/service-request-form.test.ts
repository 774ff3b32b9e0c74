// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_SERVICE_REQUEST, validateComment, validateServiceRequest } from './service-request-form.ts';

describe('validateServiceRequest', () => {
  it('names every missing field with the API wording', () => {
    expect(validateServiceRequest(EMPTY_SERVICE_REQUEST)).toEqual({
      subject: 'Subject is required',
      category: 'Select a category',
      description: 'Description is required',
    });
  });
  it('ignores blank-only text and limits the subject', () => {
    expect(validateServiceRequest({ subject: 'x'.repeat(201), category: 'Tax', description: '   ' })).toEqual({
      subject: 'Subject should be at most 200 characters',
      description: 'Description is required',
    });
  });
  it('accepts a complete request', () => {
    expect(validateServiceRequest({ subject: 'K-1', category: 'Tax', description: 'When?' })).toEqual({});
  });
});

describe('validateComment', () => {
  it('asks for text', () => {
    expect(validateComment({ body: ' ' })).toEqual({ body: 'Comment is required' });
    expect(validateComment({ body: 'Thanks' })).toEqual({});
  });
});
