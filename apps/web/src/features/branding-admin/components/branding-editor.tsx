import type { HostBrandingBody, TenantBranding } from '@dl/contracts';
import { Alert, Badge, Box, Grid, Tabs } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useSaveTenantBranding } from '../api/tenant-branding.ts';
import { apiFieldErrors } from '../lib/api-field-errors.ts';
import {
  checkBranding,
  errorsBySection,
  type FieldErrors,
  isSame,
  type Section,
  setAt,
  toFormValues,
} from '../lib/branding-form.ts';
import { previewModel } from '../lib/preview-model.ts';
import type { BrandingForm } from './branding-form-context.ts';
import { BrandingPreview } from './branding-preview.tsx';
import { ColoursSection } from './colours-section.tsx';
import { HostsSection } from './hosts-section.tsx';
import { IdentitySection } from './identity-section.tsx';
import { LinksSection } from './links-section.tsx';
import { PublicDocSection } from './public-doc-section.tsx';
import { SaveBar } from './save-bar.tsx';

const TABS: { value: Section; label: string }[] = [
  { value: 'identity', label: 'Identity' },
  { value: 'colours', label: 'Colours' },
  { value: 'links', label: 'Links' },
  { value: 'public', label: 'Public document' },
  { value: 'hosts', label: 'Hosts' },
];

export interface BrandingEditorProps {
  answer: TenantBranding;
  canManage: boolean;
  onDirtyChange: (isDirty: boolean) => void;
}

/** One tenant's branding: the sections as tabs, the save bar, and the live preview beside them. */
export function BrandingEditor({ answer, canManage, onDirtyChange }: BrandingEditorProps) {
  const [saved, setSaved] = useState(() => toFormValues(answer));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tab, setTab] = useState<Section>('identity');
  const [host, setHost] = useState<string | null>(answer.hosts[0] ?? null);
  const [hostEdit, setHostEdit] = useState<{ values: HostBrandingBody | null; isDirty: boolean }>({
    values: null,
    isDirty: false,
  });
  const [savedNotice, setSavedNotice] = useState<string | null>(null);
  const save = useSaveTenantBranding(answer.tenant_id);
  const snackbar = useSnackbar();
  const isDirty = !isSame(values, saved);
  useEffect(() => onDirtyChange(isDirty || hostEdit.isDirty), [isDirty, hostEdit.isDirty, onDirtyChange]);
  const onHostChange = useCallback(
    (v: HostBrandingBody | null, d: boolean) => setHostEdit({ values: v, isDirty: d }),
    [],
  );

  const form: BrandingForm = {
    tenantId: answer.tenant_id,
    values,
    errors,
    readOnly: !canManage,
    set: (path, value) => {
      setSavedNotice(null);
      setValues((v) => setAt(v, path, value));
    },
  };
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = TABS.find((t) => errorsBySection(found)[t.value]);
    if (first) setTab(first.value);
  };
  const submit = () => {
    const checked = checkBranding(values);
    if (Object.keys(checked).length > 0) return showErrors(checked);
    setErrors({});
    save.mutate(values, {
      onSuccess: (next) => {
        const fresh = toFormValues(next);
        setSaved(fresh);
        setValues(fresh);
        setSavedNotice('Saved. The tenant’s hosts show the new branding now.');
        void snackbar.success('Branding saved.');
      },
      onError: (error) => showErrors(apiFieldErrors(error)),
    });
  };
  const counts = errorsBySection(errors);
  const onHosts = tab === 'hosts';

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Tabs value={tab} onChange={(next) => next && setTab(next as Section)}>
          <Tabs.List>
            {TABS.map((t) => (
              <Tabs.Tab
                key={t.value}
                value={t.value}
                px={{ base: 8, sm: 'md' }}
                fz={{ base: 'sm', sm: 'md' }}
                rightSection={
                  counts[t.value] ? (
                    <Badge color="red.9" size="sm" circle aria-label={`${counts[t.value]} errors`}>
                      {counts[t.value]}
                    </Badge>
                  ) : null
                }
              >
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Box pt="lg">
            <Tabs.Panel value="identity">
              <IdentitySection form={form} />
            </Tabs.Panel>
            <Tabs.Panel value="colours">
              <ColoursSection form={form} />
            </Tabs.Panel>
            <Tabs.Panel value="links">
              <LinksSection form={form} />
            </Tabs.Panel>
            <Tabs.Panel value="public">
              <PublicDocSection form={form} />
            </Tabs.Panel>
            <Tabs.Panel value="hosts">
              <HostsSection
                tenantId={answer.tenant_id}
                hosts={answer.hosts}
                host={host}
                onHostChange={setHost}
                tenant={values}
                canManage={canManage}
                onChange={onHostChange}
              />
            </Tabs.Panel>
          </Box>
        </Tabs>
        {save.isError && Object.keys(errors).length === 0 && (
          <Alert color="red" role="alert" mt="lg">
            {errorText(save.error, 'Failed to update item')}
          </Alert>
        )}
        {!onHosts && (
          <SaveBar
            canManage={canManage}
            isDirty={isDirty}
            isSaving={save.isPending}
            savedNotice={savedNotice}
            onDiscard={() => {
              setValues(saved);
              setErrors({});
            }}
            onSave={submit}
          />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Box style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 64px) + 16px)' }}>
          <BrandingPreview
            model={previewModel(values, onHosts ? hostEdit.values : null)}
            host={onHosts ? host : null}
          />
        </Box>
      </Grid.Col>
    </Grid>
  );
}
