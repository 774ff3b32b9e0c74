import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { type BrandingForm, switchField, textField } from './branding-form-context.ts';
import { LogoField } from './logo-field.tsx';

/** Name, MPID, whether the name shows beside the logo, and the two logos of spec 5's cropper. */
export function IdentitySection({ form }: { form: BrandingForm }) {
  const { branding } = form.values;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" withAsterisk maxLength={120} {...textField(form, 'name')} />
        <TextInput
          label="MPID"
          description="With an MPID, investors may see secondary opportunities"
          maxLength={20}
          {...textField(form, 'mpid')}
        />
      </SimpleGrid>
      <Switch
        label="Show the tenant's name beside the logo"
        description="In the app bar, once logged in"
        {...switchField(form, 'branding.show_name')}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <LogoField
          label="Logo"
          kind="logo"
          tenantId={form.tenantId}
          value={branding.logo_url}
          onChange={(url) => form.set('branding.logo_url', url)}
          readOnly={form.readOnly}
          error={form.errors['branding.logo_url']}
        />
        <LogoField
          label="Small logo"
          kind="logo_small"
          tenantId={form.tenantId}
          value={branding.logo_small_url}
          onChange={(url) => form.set('branding.logo_small_url', url)}
          readOnly={form.readOnly}
          error={form.errors['branding.logo_small_url']}
        />
      </SimpleGrid>
    </Stack>
  );
}
