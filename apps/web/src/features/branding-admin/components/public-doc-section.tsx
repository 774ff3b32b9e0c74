import { PORTAL_LABELS, TITLE_MAX } from '@dl/contracts';
import { PORTALS } from '@dl/domain';
import { Fieldset, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { type BrandingForm, switchField, textField } from './branding-form-context.ts';
import { LogoField } from './logo-field.tsx';

const LEGEND = { legend: { fontWeight: 600, marginBottom: 4 } };

/**
 * The public branding document of the tenant's hosts (spec 3 "Branding"): read by the login page
 * before anyone logs in, so its logo and titles are what a visitor sees first.
 */
export function PublicDocSection({ form }: { form: BrandingForm }) {
  const doc = form.values.public_branding;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <LogoField
          label="Login logo"
          kind="logo"
          tenantId={form.tenantId}
          value={doc.logo}
          onChange={(url) => form.set('public_branding.logo', url)}
          readOnly={form.readOnly}
          error={form.errors['public_branding.logo']}
        />
        <TextInput
          label="Public help address"
          description="Used when the help address of Links is empty"
          inputMode="email"
          maxLength={254}
          {...textField(form, 'public_branding.help_address')}
        />
      </SimpleGrid>
      <Fieldset legend="App titles" variant="unstyled" styles={LEGEND}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {Object.values(PORTALS).map((portal) => (
            <TextInput
              key={portal}
              label={PORTAL_LABELS[portal]}
              withAsterisk
              maxLength={TITLE_MAX}
              {...textField(form, `public_branding.appTitles.${portal}`)}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Data room" variant="unstyled" styles={LEGEND}>
        <Stack>
          <Switch
            label="Show the Indicate Interest button"
            {...switchField(form, 'public_branding.drOptions.showIndicateInterestBtn')}
          />
          <TextInput
            label="Powered-by text"
            maxLength={120}
            {...textField(form, 'public_branding.drOptions.poweredByText')}
          />
        </Stack>
      </Fieldset>
      <Switch
        label="Show secondary opportunities"
        description="Investors of a tenant with an MPID see the secondary (Trade) opportunities"
        {...switchField(form, 'public_branding.s3Data.showSecondaryOpportunities')}
      />
    </Stack>
  );
}
