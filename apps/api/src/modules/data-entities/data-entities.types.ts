/** Which base a data entity is read from: the tenant's own lists or the common ones. */
export type DataEntityBase = 'tenant' | 'common';
