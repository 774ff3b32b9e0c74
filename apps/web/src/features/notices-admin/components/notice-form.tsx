import { SYSTEM_NOTIFICATION_KINDS, SYSTEM_NOTIFICATION_SEVERITIES } from '@dl/domain';
import { Alert, Button, Group, MultiSelect, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { useTenantChoices } from '../api/notices.ts';
import { type NoticeFormValues, noticeProblems } from '../lib/notice-form.ts';

export interface NoticeFormProps {
  initial: NoticeFormValues;
  submitLabel: string;
  onSubmit: (values: NoticeFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A system notice: title, kind, severity, details, audience (every tenant or chosen ones) and the
 * window it is live in. Checked here with the API's messages; an answer's error stays above the
 * buttons and nothing typed is lost.
 */
export function NoticeForm({ initial, submitLabel, onSubmit, onCancel }: NoticeFormProps) {
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tenants = useTenantChoices();
  const problems = shown ? noticeProblems(values) : {};
  const set = <K extends keyof NoticeFormValues>(key: K, value: NoticeFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(noticeProblems(values)).length) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(errorText(error, 'The notice could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          maxLength={200}
          value={values.title}
          error={problems.title}
          onChange={(e) => set('title', e.currentTarget.value)}
        />
        <Group grow align="flex-start">
          <Select
            label="Kind"
            data={[...SYSTEM_NOTIFICATION_KINDS]}
            value={values.kind}
            allowDeselect={false}
            onChange={(v) => v && set('kind', v as NoticeFormValues['kind'])}
          />
          <Select
            label="Severity"
            data={[...SYSTEM_NOTIFICATION_SEVERITIES]}
            value={values.severity}
            allowDeselect={false}
            onChange={(v) => v && set('severity', v as NoticeFormValues['severity'])}
          />
        </Group>
        <Textarea
          label="Details"
          required
          rows={4}
          maxLength={4000}
          value={values.details}
          error={problems.details}
          onChange={(e) => set('details', e.currentTarget.value)}
        />
        <Switch
          label="Every tenant"
          checked={values.allTenants}
          onChange={(e) => set('allTenants', e.currentTarget.checked)}
        />
        {!values.allTenants && (
          <MultiSelect
            label="Tenants"
            placeholder="Choose tenants"
            searchable
            data={tenants.data ?? []}
            value={values.tenantIds}
            error={problems.tenantIds}
            onChange={(ids) => set('tenantIds', ids)}
          />
        )}
        <Group grow align="flex-start">
          <TextInput
            type="datetime-local"
            label="Starts"
            description="Empty: now"
            value={values.startsAt}
            error={problems.startsAt}
            onChange={(e) => set('startsAt', e.currentTarget.value)}
          />
          <TextInput
            type="datetime-local"
            label="Ends"
            description="Empty: until withdrawn"
            value={values.endsAt}
            error={problems.endsAt}
            onChange={(e) => set('endsAt', e.currentTarget.value)}
          />
        </Group>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
