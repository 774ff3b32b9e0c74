import type { TenantRow } from '@dl/contracts';

type TenantStatus = TenantRow['status'];

export const TENANT_STATUS_LABEL: Readonly<Record<TenantStatus, string>> = {
  ACTIVE: 'Active',
  SUSPENDED: 'Suspended',
};

/** Dot badges: the colour is on the dot, the words stay dark (AA contrast). */
export const TENANT_STATUS_COLOR: Readonly<Record<TenantStatus, string>> = { ACTIVE: 'teal', SUSPENDED: 'red' };

/** Spec 8 fallbacks when an answer carries no detail of its own. */
export const LOAD_FAILED = 'Failed to load data';
export const CREATE_FAILED = 'Failed to create item';
export const UPDATE_FAILED = 'Failed to update item';

/** 1234 -> '1,234'. */
export const formatCount = (value: number) => value.toLocaleString('en-US');
