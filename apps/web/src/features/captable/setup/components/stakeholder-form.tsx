import { STAKEHOLDER_TYPES, type Stakeholder, stakeholderBodySchema } from '@dl/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FieldPath, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useSaveStakeholder } from '../api/setup-api.ts';
import { RELATIONSHIPS, SETUP_TEXTS, STAKEHOLDER_TYPE_LABELS } from '../lib/labels.ts';
import { placeProblems, unplacedProblem, type CapParams } from '#web/features/captable/core/index.ts';

/** The contract's rules, with empty e-mail and relation read as 'none'. */
const formSchema = stakeholderBodySchema.extend({
  email: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.email('Enter a valid email address')])),
  relationship: z.string().trim().max(100),
});
type FormValues = z.input<typeof formSchema>;
const FIELDS = ['name', 'stakeholder_type', 'email', 'relationship'] as const;
type FormOutput = z.output<typeof formSchema>;

/** Add or edit one stakeholder (name, individual or institution, e-mail, relation). */
export function StakeholderForm({
  params,
  stakeholder,
  onDone,
}: {
  params: CapParams;
  stakeholder: Stakeholder | null;
  onDone: () => void;
}) {
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: stakeholder?.name ?? '',
      stakeholder_type: stakeholder?.stakeholder_type ?? 'INDIVIDUAL',
      email: stakeholder?.email ?? '',
      relationship: stakeholder?.relationship ?? '',
    },
  });
  const save = useSaveStakeholder(params, stakeholder?.id ?? null);
  const snackbar = useSnackbar();
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, email: values.email || null, relationship: values.relationship || null },
      {
        onSuccess: (saved) => {
          void snackbar.success(stakeholder ? `${saved.name} saved.` : `${saved.name} added.`);
          onDone();
        },
        onError: (error) => {
          placeProblems(error, FIELDS, (path, message) => form.setError(path as FieldPath<FormValues>, { message }));
        },
      },
    ),
  );
  const problem = unplacedProblem(save.error, FIELDS, SETUP_TEXTS.saveFailed);
  return (
    <form onSubmit={submit} noValidate aria-label={stakeholder ? 'Edit stakeholder' : 'New stakeholder'}>
      <Stack gap="md">
        <TextInput label="Name" required {...form.register('name')} error={errors.name?.message} />
        <Radio.Group
          label="Type"
          value={form.watch('stakeholder_type')}
          onChange={(value) => form.setValue('stakeholder_type', value as FormValues['stakeholder_type'])}
        >
          <Group gap="lg" mt={4}>
            {STAKEHOLDER_TYPES.map((type) => (
              <Radio key={type} value={type} label={STAKEHOLDER_TYPE_LABELS[type]} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput label="Email" type="email" {...form.register('email')} error={errors.email?.message} />
        <NativeSelect
          label="Relation to the company"
          data={[{ value: '', label: 'Not given' }, ...RELATIONSHIPS.map((r) => ({ value: r, label: r }))]}
          {...form.register('relationship')}
          error={errors.relationship?.message}
        />
        {problem && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {stakeholder ? 'Save' : 'Add stakeholder'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
