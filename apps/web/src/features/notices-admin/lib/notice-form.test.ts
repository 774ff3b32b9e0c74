import { NOTICE_END_BEFORE_START } from '@dl/contracts';
import { describe, expect, it } from 'vitest';
import {
  bodyFromForm,
  CHOOSE_TENANT,
  EMPTY_NOTICE,
  fromLocalInput,
  noticeProblems,
  REQUIRED,
  toLocalInput,
} from './notice-form.ts';

const filled = { ...EMPTY_NOTICE, title: 'Maintenance', details: 'Down 02:00-03:00' };

describe('notice form', () => {
  it('asks for a title, details and an audience', () => {
    expect(noticeProblems(EMPTY_NOTICE)).toEqual({ title: REQUIRED, details: REQUIRED });
    expect(noticeProblems({ ...filled, allTenants: false })).toEqual({ tenantIds: CHOOSE_TENANT });
    expect(noticeProblems(filled)).toEqual({});
  });

  it('refuses an end before the start, or before now when it starts now', () => {
    const now = new Date('2026-11-27T12:00:00');
    expect(noticeProblems({ ...filled, startsAt: '2026-12-01T10:00', endsAt: '2026-12-01T09:00' }, now).endsAt).toBe(
      NOTICE_END_BEFORE_START,
    );
    expect(noticeProblems({ ...filled, endsAt: '2026-11-27T11:00' }, now).endsAt).toBe(NOTICE_END_BEFORE_START);
    expect(noticeProblems({ ...filled, endsAt: '2026-11-27T13:00' }, now)).toEqual({});
  });

  it('turns local input times into UTC instants and back', () => {
    const iso = fromLocalInput('2026-12-01T10:30');
    expect(iso).toBe(new Date(2026, 11, 1, 10, 30).toISOString());
    expect(toLocalInput(iso)).toBe('2026-12-01T10:30');
    expect(fromLocalInput('')).toBeNull();
  });

  it('sends every tenant as an empty list and a blank start as now', () => {
    expect(bodyFromForm(filled)).toMatchObject({ tenant_ids: [], starts_on: null, ends_on: null });
    expect(bodyFromForm({ ...filled, allTenants: false, tenantIds: ['a'] }).tenant_ids).toEqual(['a']);
  });
});
