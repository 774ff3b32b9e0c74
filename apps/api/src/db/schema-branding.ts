import type { Timestamp } from './columns.ts';

/** An uploaded file that is a tenant's logo, served without a token (migration 20261127_1700_host_branding). */
export interface BrandingImageTable {
  file_id: string;
  fiduciary_id: string;
  created_on: Timestamp;
}
