/** Entity types of spec 3 an invitation may name. */
export const ONBOARDING_ENTITY_TYPES = ['ENTITY', 'INDIVIDUAL', 'INDIVIDUAL_FOR_ENTITY'] as const;
export type OnboardingEntityType = (typeof ONBOARDING_ENTITY_TYPES)[number];

/**
 * The KYC form an invited person fills (profile form ids of spec 3: '3' = KYC_INDIVIDUAL,
 * '4' = KYC_ENTITY): a natural person investing for themselves fills the individual one; an entity,
 * and a person acting for an entity, the entity one.
 */
export const KYC_FORM_ID_BY_ENTITY_TYPE: Readonly<Record<OnboardingEntityType, '3' | '4'>> = {
  INDIVIDUAL: '3',
  ENTITY: '4',
  INDIVIDUAL_FOR_ENTITY: '4',
};

export function kycFormIdFor(type: OnboardingEntityType): '3' | '4' {
  return KYC_FORM_ID_BY_ENTITY_TYPE[type];
}

/** The name of the investing entity prepared for a registered person. */
export function onboardingEntityName(args: {
  type: OnboardingEntityType;
  entityName: string | null;
  firstName: string;
  lastName: string;
}): string {
  const personal = `${args.firstName} ${args.lastName}`.trim();
  if (args.type === 'INDIVIDUAL') return personal;
  return args.entityName?.trim() || personal;
}

/** Shows who is invited without giving the full address away: 'j•••@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** Spec 4 "Behaviors": the text shown while the account is being prepared after signup. */
export const PREPARING_ACCOUNT_MESSAGE = 'We are preparing your account. Please wait for a moment.';
/** Spec 4: after signup auto-login waits 4 s, then retries up to 8 more times 3 s apart. */
export const AUTO_LOGIN_FIRST_WAIT_MS = 4_000;
export const AUTO_LOGIN_RETRY_MS = 3_000;
export const AUTO_LOGIN_RETRIES = 8;
