import { LINK_KINDS, LINK_PREFIXES, type LinkField, linkLabel } from '@dl/contracts';
import { Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type BrandingForm, textField } from './branding-form-context.ts';

const LEGEND = { legend: { fontWeight: 600, marginBottom: 4 } };

/** Spec 3 "Branding settings": the field prefix of each portal, as the footer of that portal reads it. */
const PORTAL_OF_PREFIX: Record<(typeof LINK_PREFIXES)[number], string> = {
  digital_locker: 'Investor portal (Digital Locker)',
  issuer: 'Issuer portal and cap table',
  tenant: 'Fund admin portal',
  admin: 'Provider admin portal',
};

const KIND_LABEL = { contact: 'Contact', privacy_policy: 'Privacy policy', terms: 'Terms' } as const;
const PLACEHOLDER = {
  contact: 'mailto: the help address',
  privacy_policy: 'The platform’s privacy policy',
  terms: 'The platform’s terms',
} as const;

/** The help address and each portal's contact, privacy policy and terms links; empty uses the platform's. */
export function LinksSection({ form }: { form: BrandingForm }) {
  return (
    <Stack gap="lg">
      <TextInput
        label="Help address"
        description="Where users write for help; the contact links default to it"
        inputMode="email"
        maxLength={254}
        {...textField(form, 'settings.help_address')}
      />
      {LINK_PREFIXES.map((prefix) => (
        <Fieldset key={prefix} legend={PORTAL_OF_PREFIX[prefix]} variant="unstyled" styles={LEGEND}>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {LINK_KINDS.map((kind) => {
              const field = `${prefix}_${kind}` as LinkField;
              return (
                <TextInput
                  key={field}
                  label={KIND_LABEL[kind]}
                  aria-label={linkLabel(field)}
                  placeholder={PLACEHOLDER[kind]}
                  maxLength={2048}
                  {...textField(form, `settings.${field}`)}
                />
              );
            })}
          </SimpleGrid>
        </Fieldset>
      ))}
    </Stack>
  );
}
