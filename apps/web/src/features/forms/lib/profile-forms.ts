import type { EntityRef, Permission } from '@dl/contracts';

/** Spec 3: the profile's Forms tabs and their form ids. */
export const PROFILE_FORMS = [
  { id: 'User.BankDetails', label: 'Bank Details' },
  { id: 'User.Taxform', label: 'Tax Form' },
  { id: '3', label: 'KYC Individual' },
  { id: '4', label: 'KYC Entity' },
  { id: '5', label: 'Entity Onboarding' },
  { id: '6', label: 'Required Forms' },
] as const;

export type ProfileFormId = (typeof PROFILE_FORMS)[number]['id'];

export const isProfileFormId = (value: string | null): value is ProfileFormId =>
  PROFILE_FORMS.some((f) => f.id === value);

export interface FormEntity extends EntityRef {
  /** Only a viewer of it: the answers are read, not changed. */
  isViewer: boolean;
}

/**
 * The entities the session answers forms for in this fiduciary (spec 3 "Auth state"): those it
 * invests through or administers, then those it only views; each once, in that order.
 */
export function formEntities(permissions: readonly Permission[], fidId: string): FormEntity[] {
  const permission = permissions.find((p) => p.fiduciary.id === fidId);
  if (!permission) return [];
  const seen = new Map<string, FormEntity>();
  for (const e of [...permission.entities, ...permission.investor_admin_entities]) {
    if (!seen.has(e.id)) seen.set(e.id, { ...e, isViewer: false });
  }
  for (const e of permission.viewer_entities) if (!seen.has(e.id)) seen.set(e.id, { ...e, isViewer: true });
  return [...seen.values()];
}
