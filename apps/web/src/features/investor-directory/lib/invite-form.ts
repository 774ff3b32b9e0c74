import { email, max, type OnboardingEntityType, required, validate } from '@dl/domain';

export interface InviteValues {
  email: string;
  first_name: string;
  last_name: string;
  entity_type: OnboardingEntityType;
  entity_name: string;
}

export const EMPTY_INVITE: InviteValues = {
  email: '',
  first_name: '',
  last_name: '',
  entity_type: 'INDIVIDUAL',
  entity_name: '',
};

/** Spec 5 messages of the invite form, by field; an empty object when it may be sent. */
export function inviteErrors(values: InviteValues): Partial<Record<keyof InviteValues, string>> {
  const errors: Partial<Record<keyof InviteValues, string>> = {};
  const check = (key: keyof InviteValues, label: string, rules: Parameters<typeof validate>[2]) => {
    const message = validate(values[key], label, rules);
    if (message) errors[key] = message;
  };
  check('email', 'Email', [required, email]);
  check('first_name', 'First name', [required, max(100)]);
  check('last_name', 'Last name', [required, max(100)]);
  check('entity_name', 'Entity name', values.entity_type === 'ENTITY' ? [required, max(200)] : [max(200)]);
  return errors;
}
