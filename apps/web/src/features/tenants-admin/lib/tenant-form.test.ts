// @vitest-environment node
import { HOST_INVALID, HOST_TAKEN, SLUG_INVALID, SLUG_TAKEN } from '@dl/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-error.ts';
import { apiFieldErrors } from './api-field-errors.ts';
import {
  EMPTY_TENANT_DRAFT,
  HOST_TWICE,
  hostRowErrors,
  suggestSlug,
  type TenantDraft,
  tenantBody,
  tenantErrors,
} from './tenant-form.ts';

const ready: TenantDraft = {
  name: 'Acme Capital',
  slug: 'acme',
  mpid: ' ',
  hosts: ['fund.acme.com', '', 'Invest.Acme.com'],
  admin: { email: 'ada@acme.com', first_name: 'Ada', last_name: 'Lovelace' },
};

describe('suggestSlug', () => {
  it.each([
    ['Acme Capital', 'acme-capital'],
    ['  Société Générale & Co. ', 'societe-generale-co'],
    ['---', ''],
    [`${'A'.repeat(39)} b`, 'a'.repeat(39)],
  ])('%j -> %j', (name, slug) => {
    expect(suggestSlug(name)).toBe(slug);
  });
});

describe('new tenant checks (the contract’s messages)', () => {
  it('sends the hosts typed, without empty rows, and an empty MPID as null', () => {
    expect(tenantBody(ready)).toMatchObject({ mpid: null, hosts: ['fund.acme.com', 'Invest.Acme.com'] });
    expect(tenantErrors(tenantBody(ready))).toEqual({});
  });

  it('names every required field of an empty form', () => {
    expect(tenantErrors(tenantBody(EMPTY_TENANT_DRAFT))).toEqual({
      name: 'This field is required.',
      slug: SLUG_INVALID,
      'admin.email': 'This field is required.',
      'admin.first_name': 'This field is required.',
      'admin.last_name': 'This field is required.',
    });
  });

  it('checks the short name, each host by its index, a host listed twice and the e-mail', () => {
    const draft = { ...ready, slug: 'Not OK', hosts: ['bad host', 'a.example.com', 'A.example.com'] };
    const body = tenantBody({ ...draft, admin: { ...ready.admin, email: 'nope' } });
    expect(tenantErrors(body)).toEqual({
      slug: SLUG_INVALID,
      'hosts.0': HOST_INVALID,
      'hosts.2': HOST_TWICE,
      'admin.email': 'Email is invalid.',
    });
  });
});

describe('hostRowErrors', () => {
  it('carries the messages of the hosts sent back to the rows as typed', () => {
    const errors = { 'hosts.0': 'first', 'hosts.1': 'second', hosts: 'taken' };
    expect(hostRowErrors(['a', ' ', '', 'b', ''], errors)).toEqual([
      'first',
      undefined,
      undefined,
      'second',
      undefined,
    ]);
  });
});

describe('apiFieldErrors', () => {
  it('puts the conflicts under the short name and the hosts', () => {
    expect(apiFieldErrors(new ApiError(409, SLUG_TAKEN, 'CONFLICT'))).toEqual({ slug: SLUG_TAKEN });
    expect(apiFieldErrors(new ApiError(409, HOST_TAKEN, 'CONFLICT'))).toEqual({ hosts: HOST_TAKEN });
    expect(apiFieldErrors(new ApiError(409, HOST_TAKEN, 'CONFLICT'), 'host')).toEqual({ host: HOST_TAKEN });
  });

  it('reads the field a validation error names, and nothing from other errors', () => {
    expect(apiFieldErrors(new ApiError(400, 'admin.email: Email is invalid.', 'BAD_REQUEST'))).toEqual({
      'admin.email': 'Email is invalid.',
    });
    expect(apiFieldErrors(new ApiError(400, 'Invalid request', 'BAD_REQUEST'))).toEqual({});
    expect(apiFieldErrors(new ApiError(500, 'Internal Server Error', 'INTERNAL'))).toEqual({});
    expect(apiFieldErrors(new Error('offline'))).toEqual({});
  });
});
