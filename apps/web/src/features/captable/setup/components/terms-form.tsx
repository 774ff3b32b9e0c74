import type { CapTerms } from '@dl/contracts';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useSaveTerms } from '../api/terms-api.ts';
import { SETUP_TEXTS } from '../lib/labels.ts';
import {
  checkTerms,
  fieldsOf,
  formFieldOf,
  fromTermsBody,
  TERMS_TYPE_LABELS,
  type TermsField,
  type TermsValues,
  toTermsBody,
} from '../lib/terms-fields.ts';
import { type CapParams, fieldProblems } from '#web/features/captable/core/index.ts';

function TermsInput({
  field,
  value,
  error,
  onChange,
}: {
  field: TermsField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const common = { label: field.label, required: !field.optional, error, value };
  if (field.kind === 'select' || field.kind === 'yesno') {
    const options =
      field.kind === 'yesno'
        ? [
            { value: 'Y', label: 'Yes' },
            { value: 'N', label: 'No' },
          ]
        : (field.options ?? []);
    return (
      <NativeSelect
        {...common}
        data={[{ value: '', label: field.optional ? 'Not given' : 'Choose…' }, ...options]}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  return (
    <TextInput
      {...common}
      type={field.kind === 'date' ? 'date' : 'text'}
      inputMode={field.kind === 'text' || field.kind === 'date' ? undefined : 'decimal'}
      leftSection={field.kind === 'money' ? <Text size="sm">$</Text> : undefined}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/**
 * New terms (name and type number, then the fields of that type) or a revision of existing terms
 * (a new version: securities issued under the old one keep it). Each problem shows at its field.
 */
export function TermsForm({
  params,
  terms,
  onDone,
}: {
  params: CapParams;
  terms: CapTerms | null;
  onDone: () => void;
}) {
  const [type, setType] = useState(terms?.type ?? 1);
  const [name, setName] = useState(terms?.name ?? '');
  const [values, setValues] = useState<TermsValues>(() => (terms ? fromTermsBody(terms.type, terms.body) : {}));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveTerms(params, terms?.terms_id ?? null);
  const snackbar = useSnackbar();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problems = checkTerms(type, values);
    if (!name.trim()) problems.name = 'Name is required';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate(
      { name: name.trim(), body: { ...toTermsBody(type, values), type } },
      {
        onSuccess: (saved) => {
          void snackbar.success(terms ? `${saved.name} is now version ${saved.version}.` : `${saved.name} created.`);
          onDone();
        },
        onError: (error) => {
          const placed: Record<string, string> = {};
          const left: string[] = [];
          for (const [field, message] of Object.entries(fieldProblems(error))) {
            const at = field === 'name' ? 'name' : formFieldOf(type, field);
            if (at) placed[at] ??= message;
            else left.push(message);
          }
          setErrors(placed);
          if (Object.keys(placed).length === 0 || left.length > 0)
            setFormError(left.join(' ') || errorText(error, SETUP_TEXTS.saveFailed));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={terms ? 'Revise terms' : 'New terms'}>
      <Stack gap="md">
        {terms && (
          <Text size="sm" c="dimmed">
            Now version {terms.version}. Saving makes version {terms.version + 1}; securities issued under an earlier
            version keep it.
          </Text>
        )}
        <TextInput
          label="Name"
          required
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <NativeSelect
          label="Type number"
          value={String(type)}
          disabled={terms !== null}
          data={Object.entries(TERMS_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(e) => {
            setType(Number(e.currentTarget.value));
            setValues({});
            setErrors({});
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {fieldsOf(type, values).map((field) => (
            <TermsInput
              key={`${type}-${field.path}`}
              field={field}
              value={values[field.path] ?? ''}
              error={errors[field.path]}
              onChange={(value) => setValues((current) => ({ ...current, [field.path]: value }))}
            />
          ))}
        </SimpleGrid>
        {formError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {terms ? 'Save new version' : 'Create terms'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
