import type { SecurityDetail } from '@dl/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Controller, type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { UnsavedChangesGuard } from '#web/components/inputs/save-bar/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useSaveDraft } from '../api/securities.ts';
import { usePlans } from '../api/views.ts';
import {
  type DraftFormOutput,
  type DraftFormValues,
  draftFormSchema,
  emptyDraft,
  fieldsOf,
  isDraftField,
  liveReadiness,
  toBody,
  toFormValues,
} from '../lib/draft-form.ts';
import { KIND_OPTIONS, SAVE_FAILED, type SecurityKind } from '../lib/labels.ts';
import { DetailFields, MainFields, messageAt } from './draft-fields.tsx';
import { ReadinessPreview } from './readiness-preview.tsx';
import { VestingFields } from './vesting-fields.tsx';
import { type CapParams, fieldProblems } from '#web/features/captable/core/index.ts';

export interface DraftFormProps {
  params: CapParams;
  /** The draft being edited; absent for a new one. */
  draft?: SecurityDetail;
  onSaved: (security: SecurityDetail) => void;
  onCancel: () => void;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

const resolver = zodResolver(draftFormSchema) as unknown as Resolver<DraftFormValues, unknown, DraftFormOutput>;

/**
 * A security draft (spec 4): the kind first, then the fields that kind needs, the OCF details the
 * readiness list asks for, and vesting. A half-filled draft saves; readiness shows live what is left.
 */
export function DraftForm({ params, draft, onSaved, onCancel }: DraftFormProps) {
  const form = useForm<DraftFormValues, unknown, DraftFormOutput>({
    resolver,
    defaultValues: draft ? toFormValues(draft) : emptyDraft(),
    mode: 'onTouched',
  });
  const save = useSaveDraft(params, draft?.id ?? null);
  const plans = usePlans(params);
  const snackbar = useSnackbar();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState<SecurityDetail | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new save leaves
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved]);

  const values = form.watch();
  const plan = (plans.data ?? []).find((p) => p.id === values.plan_id);
  const planHasWindows = Object.values(plan?.exercise_windows ?? {}).some((w) => w !== null);
  const readiness = liveReadiness(values, planHasWindows);
  const showVesting = fieldsOf(values.kind).vesting;

  const submit = form.handleSubmit((output) => {
    setServerError(null);
    save.mutate(toBody(output), {
      onSuccess: (next) => {
        void snackbar.success(draft ? 'The draft is saved.' : `${next.id} is saved as a draft.`);
        setSaved(next);
      },
      onError: (error) => {
        const problems = Object.entries(fieldProblems(error));
        const placed = problems.filter(([path]) => isDraftField(path));
        for (const [path, message] of placed) form.setError(path as FieldPath<DraftFormValues>, { message });
        const left = problems.filter(([path]) => !isDraftField(path)).map(([, message]) => message);
        if (left.length > 0) setServerError(left.join(' '));
        else if (problems.length === 0) setServerError(errorText(error, SAVE_FAILED));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={draft ? `Edit ${draft.id}` : 'New security'}>
      <Stack gap="lg">
        <Section id="draft-kind" title="Kind of security">
          <NativeSelect
            label="Kind"
            data={KIND_OPTIONS}
            disabled={Boolean(draft)}
            description={draft ? 'A saved draft keeps its kind (its id starts with it).' : undefined}
            {...form.register('kind', {
              onChange: (e: { target: { value: SecurityKind } }) => {
                if (!fieldsOf(e.target.value).vesting) {
                  form.setValue('vesting_mode', 'unset');
                  form.setValue('vesting', null);
                }
              },
            })}
          />
        </Section>
        <Section id="draft-main" title="Holder, quantity and price">
          <MainFields form={form} params={params} stakeholderName={draft?.stakeholder_name} />
        </Section>
        <Section id="draft-details" title="Issuance details">
          <DetailFields form={form} />
        </Section>
        {showVesting && (
          <Section id="draft-vesting" title="Vesting">
            <Controller
              control={form.control}
              name="vesting"
              render={({ field }) => (
                <VestingFields
                  mode={values.vesting_mode}
                  value={field.value}
                  onModeChange={(mode, vesting) => {
                    form.setValue('vesting_mode', mode, { shouldDirty: true });
                    field.onChange(vesting);
                  }}
                  onChange={field.onChange}
                  errorAt={(path) => messageAt(form.formState.errors, `vesting.${path}`)}
                />
              )}
            />
          </Section>
        )}
        <ReadinessPreview readiness={readiness} />
        {serverError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Text size="sm" c="dimmed" mr="auto">
            An administrator issues the draft from the securities list.
          </Text>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            Save draft
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesGuard
        when={form.formState.isDirty && saved === null}
        message="Your changes to this draft are not saved and will be lost."
      />
    </form>
  );
}
