import { type HostBranding, type HostBrandingBody, PORTAL_LABELS, TITLE_MAX } from '@dl/contracts';
import { PORTALS } from '@dl/domain';
import { Alert, Button, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type ChangeEvent, useEffect, useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useSaveHostBranding } from '../api/host-branding.ts';
import { apiFieldErrors } from '../lib/api-field-errors.ts';
import {
  type BrandingValues,
  checkHostBranding,
  type FieldErrors,
  isSame,
  setAt,
  toHostValues,
} from '../lib/branding-form.ts';
import { LogoField } from './logo-field.tsx';

const LEGEND = { legend: { fontWeight: 600, marginBottom: 4 } };

export interface HostOverrideFormProps {
  tenantId: string;
  answer: HostBranding;
  /** The tenant's values being edited: what an empty field of the host inherits. */
  tenant: BrandingValues;
  canManage: boolean;
  onChange: (values: HostBrandingBody | null, isDirty: boolean) => void;
}

const BUTTON_CHOICES = [
  { value: 'inherit', label: 'As the tenant' },
  { value: 'show', label: 'Show' },
  { value: 'hide', label: 'Hide' },
];
const toChoice = (v: boolean | null | undefined) => (v === true ? 'show' : v === false ? 'hide' : 'inherit');

/** One host's override of the public document; an empty field inherits the tenant's value. */
export function HostOverrideForm({ tenantId, answer, tenant, canManage, onChange }: HostOverrideFormProps) {
  const [saved, setSaved] = useState(() => toHostValues(answer));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveHostBranding(tenantId, answer.host);
  const snackbar = useSnackbar();
  const isDirty = !isSame(values, saved);
  useEffect(() => onChange(values, isDirty), [values, isDirty, onChange]);
  useEffect(() => () => onChange(null, false), [onChange]);

  const set = (path: string, value: unknown) => setValues((v) => setAt(v, path, value));
  const text = (path: string, value: string | null | undefined) => ({
    value: value ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(path, e.currentTarget.value),
    error: errors[path],
    readOnly: !canManage,
  });
  const submit = () => {
    const checked = checkHostBranding(values);
    setErrors(checked);
    if (Object.keys(checked).length > 0) return;
    save.mutate(values, {
      onSuccess: (next) => {
        const fresh = toHostValues(next);
        setSaved(fresh);
        setValues(fresh);
        void snackbar.success(`Branding of ${answer.host} saved. It shows there now.`);
      },
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  };
  const pub = tenant.public_branding;

  return (
    <Stack gap="lg">
      <LogoField
        label="Login logo"
        kind="logo"
        tenantId={tenantId}
        value={values.logo ?? null}
        onChange={(url) => set('logo', url)}
        readOnly={!canManage}
        error={errors.logo}
        emptyText="As the tenant"
      />
      <TextInput
        label="Help address"
        inputMode="email"
        maxLength={254}
        placeholder={tenant.settings.help_address || pub.help_address || undefined}
        {...text('help_address', values.help_address)}
      />
      <Fieldset legend="App titles" variant="unstyled" styles={LEGEND}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {Object.values(PORTALS).map((portal) => (
            <TextInput
              key={portal}
              label={PORTAL_LABELS[portal]}
              maxLength={TITLE_MAX}
              placeholder={pub.appTitles[portal]}
              {...text(`appTitles.${portal}`, values.appTitles?.[portal])}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Indicate Interest button"
          data={BUTTON_CHOICES}
          value={toChoice(values.drOptions.showIndicateInterestBtn)}
          onChange={(choice) =>
            set('drOptions.showIndicateInterestBtn', choice === 'show' ? true : choice === 'hide' ? false : null)
          }
          allowDeselect={false}
          readOnly={!canManage}
        />
        <TextInput
          label="Powered-by text"
          maxLength={120}
          placeholder={pub.drOptions.poweredByText}
          {...text('drOptions.poweredByText', values.drOptions.poweredByText)}
        />
      </SimpleGrid>
      {save.isError && Object.keys(errors).length === 0 && (
        <Alert color="red" role="alert">
          {errorText(save.error, 'Failed to update item')}
        </Alert>
      )}
      {canManage && (
        <Group justify="flex-end">
          <Button variant="default" disabled={!isDirty || save.isPending} onClick={() => setValues(saved)}>
            Discard
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!isDirty}>
            Save {answer.host}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
