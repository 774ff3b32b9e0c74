import type { BUSINESS_TYPES, ENTITY_TYPES } from '@dl/contracts';

export const ENTITY_TYPE_LABEL: Record<(typeof ENTITY_TYPES)[number], string> = {
  ENTITY: 'Entity',
  INDIVIDUAL: 'Individual',
  INDIVIDUAL_FOR_ENTITY: 'Individual for entity',
};

export const BUSINESS_TYPE_LABEL: Record<(typeof BUSINESS_TYPES)[number], string> = {
  corporation: 'Corporation',
  LLC: 'LLC',
  partnership: 'Partnership',
  individual: 'Individual',
  nonprofit: 'Nonprofit',
  foreigncorp: 'Foreign corporation',
};

export const ROLE_LABEL = { INVESTOR: 'Investor', INVESTOR_ADMIN: 'Investor admin', VIEWER: 'Viewer' } as const;
