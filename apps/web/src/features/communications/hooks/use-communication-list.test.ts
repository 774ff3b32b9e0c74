// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toListQuery } from './use-communication-list.ts';

describe('toListQuery', () => {
  it('sorts by modified_on newest first and sends only the filters that are set', () => {
    expect(toListQuery({}, { page: 1, limit: 10 })).toEqual({ page: 1, limit: 10, ordering: '-modified_on' });
    expect(
      toListQuery({ search: '  lock-up ', hasResponse: true, opportunityId: 'o1' }, { page: 2, limit: 3 }),
    ).toEqual({
      page: 2,
      limit: 3,
      ordering: '-modified_on',
      search: 'lock-up',
      has_response: 'true',
      opportunity_id: 'o1',
    });
    expect(toListQuery({ hasResponse: false, search: ' ' }, { page: 1, limit: 10 }).has_response).toBe('false');
  });

  it("a list's own opportunity wins over the filter", () => {
    expect(toListQuery({ opportunityId: 'other' }, { page: 1, limit: 10 }, 'mine').opportunity_id).toBe('mine');
  });
});
