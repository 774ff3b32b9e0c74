import { CANCELLATION_BEHAVIORS, DATE_MESSAGE, type EquityPlan, type StockClass, sharesSchema } from '@dl/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FieldPath, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useAmendPlan, useCreatePlan } from '../api/setup-api.ts';
import { shares, today } from '../lib/format.ts';
import { CANCELLATION_LABELS, PERIOD_UNIT_LABELS, SETUP_TEXTS, TERMINATION_REASONS } from '../lib/labels.ts';
import { placeProblems, unplacedProblem, type CapParams } from '#web/features/captable/core/index.ts';

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE);
const windowSchema = z.object({
  period: z.union([z.literal(''), z.string().regex(/^\d{1,4}$/, 'Enter a whole number')]),
  unit: z.enum(['day', 'month', 'year']),
});
const planFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  class_id: z.string().min(1, 'Choose the stock class of the pool'),
  reserved: sharesSchema,
  cancellation_behavior: z.enum(CANCELLATION_BEHAVIORS),
  windows: z.record(z.string(), windowSchema),
  board_approval_date: dateSchema,
});
type PlanValues = z.infer<typeof planFormSchema>;

const PLAN_FIELDS = ['name', 'class_id', 'reserved', 'cancellation_behavior', 'board_approval_date'] as const;
const AMEND_FIELDS = ['reserved', 'date'] as const;

function ServerProblem({ error, fields }: { error: unknown; fields: readonly string[] }) {
  const problem = unplacedProblem(error, fields, SETUP_TEXTS.saveFailed);
  if (!problem) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      {problem}
    </Alert>
  );
}

/** 'New plan': the pool, its stock class, what cancelled grants do, and the exercise windows by reason. */
export function NewPlanForm({
  params,
  classes,
  onDone,
}: {
  params: CapParams;
  classes: readonly StockClass[];
  onDone: () => void;
}) {
  const form = useForm<PlanValues>({
    resolver: zodResolver(planFormSchema),
    defaultValues: {
      name: '',
      class_id: classes[0]?.id ?? '',
      reserved: '',
      cancellation_behavior: 'RETURN_TO_POOL',
      windows: Object.fromEntries(TERMINATION_REASONS.map(({ reason }) => [reason, { period: '', unit: 'month' }])),
      board_approval_date: today(),
    },
  });
  const create = useCreatePlan(params);
  const snackbar = useSnackbar();
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ windows, ...v }) =>
    create.mutate(
      {
        ...v,
        exercise_windows: Object.fromEntries(
          Object.entries(windows)
            .filter(([, w]) => w.period !== '')
            .map(([reason, w]) => [reason, { period: Number(w.period), unit: w.unit }]),
        ),
      },
      {
        onSuccess: (saved) => {
          void snackbar.success(`${saved.name} created.`);
          onDone();
        },
        onError: (error) => {
          placeProblems(error, PLAN_FIELDS, (path, message) =>
            form.setError(path as FieldPath<PlanValues>, { message }),
          );
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="New equity plan">
      <Stack gap="md">
        <TextInput label="Name" required {...form.register('name')} error={errors.name?.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label="Stock class"
            required
            data={[{ value: '', label: 'Choose…' }, ...classes.map((c) => ({ value: c.id, label: c.name }))]}
            {...form.register('class_id')}
            error={errors.class_id?.message}
          />
          <TextInput
            label="Shares reserved"
            required
            inputMode="numeric"
            {...form.register('reserved')}
            error={errors.reserved?.message}
          />
          <NativeSelect
            label="Cancelled grants"
            data={CANCELLATION_BEHAVIORS.map((value) => ({ value, label: CANCELLATION_LABELS[value] }))}
            {...form.register('cancellation_behavior')}
          />
          <TextInput
            label="Board approval date"
            type="date"
            required
            {...form.register('board_approval_date')}
            error={errors.board_approval_date?.message}
          />
        </SimpleGrid>
        <Fieldset legend="Exercise window after termination">
          <Text size="sm" c="dimmed" mb="sm">
            How long a former holder may still exercise vested options, by the reason the service ended. Leave a period
            empty when the plan sets none for that reason. Grants inherit these windows.
          </Text>
          <Stack gap="xs">
            {TERMINATION_REASONS.map(({ reason, label }) => (
              <Group key={reason} gap="sm" align="flex-start" wrap="nowrap">
                <TextInput
                  label={`${label}: period`}
                  inputMode="numeric"
                  w={{ base: '55%', sm: 240 }}
                  {...form.register(`windows.${reason}.period`)}
                  error={errors.windows?.[reason]?.period?.message}
                />
                <NativeSelect
                  label={`${label}: unit`}
                  data={Object.entries(PERIOD_UNIT_LABELS).map(([value, text]) => ({ value, label: text }))}
                  {...form.register(`windows.${reason}.unit`)}
                />
              </Group>
            ))}
          </Stack>
        </Fieldset>
        <ServerProblem error={create.error} fields={PLAN_FIELDS} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create plan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const amendSchema = z.object({ reserved: sharesSchema, date: dateSchema });
type AmendValues = z.infer<typeof amendSchema>;

/** 'Amend pool' (editors): the new total reserved, as OCF's pool adjustment; never below granted plus exercised. */
export function AmendPoolForm({ params, plan, onDone }: { params: CapParams; plan: EquityPlan; onDone: () => void }) {
  const form = useForm<AmendValues>({
    resolver: zodResolver(amendSchema),
    defaultValues: { reserved: plan.reserved, date: today() },
  });
  const amend = useAmendPlan(params, plan.id);
  const snackbar = useSnackbar();
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    amend.mutate(body, {
      onSuccess: (saved) => {
        void snackbar.success(`The pool of ${saved.name} is now ${shares(saved.reserved)} shares.`);
        onDone();
      },
      onError: (error) => {
        placeProblems(error, AMEND_FIELDS, (path, message) =>
          form.setError(path as FieldPath<AmendValues>, { message }),
        );
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={`Amend the pool of ${plan.name}`}>
      <Stack gap="md">
        <Text size="sm">
          The pool reserves {shares(plan.reserved)} shares: {shares(plan.granted)} granted, {shares(plan.exercised)}{' '}
          exercised and {shares(plan.available)} available.
        </Text>
        <TextInput
          label="New pool size (shares)"
          required
          inputMode="numeric"
          {...form.register('reserved')}
          error={errors.reserved?.message}
        />
        <TextInput
          label="Effective date"
          type="date"
          required
          {...form.register('date')}
          error={errors.date?.message}
        />
        <ServerProblem error={amend.error} fields={AMEND_FIELDS} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={amend.isPending}>
            Amend pool
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
