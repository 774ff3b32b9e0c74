import {
  type CapTerms,
  DATE_MESSAGE,
  decimalSchema,
  isoDateSchema,
  sharesSchema,
  type StockClass,
  stockClassBodySchema,
} from '@dl/contracts';
import { captable } from '@dl/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FieldPath, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useAdjustAuthorized, useCreateStockClass } from '../api/setup-api.ts';
import { shares, today } from '../lib/format.ts';
import { CLASS_KIND_LABELS, SETUP_TEXTS } from '../lib/labels.ts';
import { placeProblems, unplacedProblem, type CapParams } from '#web/features/captable/core/index.ts';

const optionalDecimal = z.union([z.literal(''), decimalSchema]);
const classFormSchema = stockClassBodySchema.extend({
  conversion_ratio: optionalDecimal,
  price_per_share: optionalDecimal,
  votes_per_share: optionalDecimal,
  seniority: z.union([z.literal(''), z.string().regex(/^\d{1,3}$/, 'Enter a whole number from 1 to 100')]),
  terms_id: z.string(),
  board_approval_date: isoDateSchema,
});
type ClassValues = z.input<typeof classFormSchema>;

function placeServerErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): void {
  placeProblems(error, Object.keys(form.getValues()), (path, message) =>
    form.setError(path as FieldPath<T>, { message }),
  );
}

function FormButtons({ label, pending, onCancel }: { label: string; pending: boolean; onCancel: () => void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={pending}>
        {label}
      </Button>
    </Group>
  );
}

function ServerError({ error, fields }: { error: unknown; fields: readonly string[] }) {
  const problem = unplacedProblem(error, fields, SETUP_TEXTS.saveFailed);
  if (!problem) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      {problem}
    </Alert>
  );
}

/** 'New class': a common or preferred stock class, its authorized shares and its board approval. */
export function NewClassForm({
  params,
  terms,
  onDone,
}: {
  params: CapParams;
  terms: readonly CapTerms[];
  onDone: () => void;
}) {
  const form = useForm<ClassValues>({
    resolver: zodResolver(classFormSchema),
    defaultValues: {
      name: '',
      kind: 'CS',
      authorized: '',
      conversion_ratio: '1',
      price_per_share: '',
      votes_per_share: '1',
      seniority: '1',
      terms_id: '',
      board_approval_date: today(),
    },
  });
  const create = useCreateStockClass(params);
  const snackbar = useSnackbar();
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) =>
    create.mutate(
      {
        name: v.name,
        kind: v.kind,
        authorized: v.authorized,
        conversion_ratio: v.conversion_ratio || undefined,
        price_per_share: v.price_per_share || null,
        votes_per_share: v.votes_per_share || undefined,
        seniority: v.seniority ? Number(v.seniority) : undefined,
        terms_id: v.terms_id || null,
        board_approval_date: v.board_approval_date,
      },
      {
        onSuccess: (saved) => {
          void snackbar.success(`${saved.name} created.`);
          onDone();
        },
        onError: (error) => placeServerErrors(form, error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="New stock class">
      <Stack gap="md">
        <TextInput label="Name" required {...form.register('name')} error={errors.name?.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label="Kind"
            data={Object.entries(CLASS_KIND_LABELS).map(([value, label]) => ({ value, label }))}
            {...form.register('kind')}
          />
          <TextInput
            label="Authorized shares"
            required
            inputMode="numeric"
            {...form.register('authorized')}
            error={errors.authorized?.message}
          />
          <TextInput
            label="Price per share"
            inputMode="decimal"
            leftSection={<Text size="sm">$</Text>}
            {...form.register('price_per_share')}
            error={errors.price_per_share?.message}
          />
          <TextInput
            label="Conversion ratio"
            inputMode="decimal"
            {...form.register('conversion_ratio')}
            error={errors.conversion_ratio?.message}
          />
          <TextInput
            label="Votes per share"
            inputMode="decimal"
            {...form.register('votes_per_share')}
            error={errors.votes_per_share?.message}
          />
          <TextInput
            label="Seniority"
            inputMode="numeric"
            {...form.register('seniority')}
            error={errors.seniority?.message}
          />
          <NativeSelect
            label="Terms"
            data={[
              { value: '', label: 'None' },
              ...terms.map((t) => ({ value: t.terms_id, label: `${t.name} (version ${t.version})` })),
            ]}
            {...form.register('terms_id')}
          />
          <TextInput
            label="Board approval date"
            type="date"
            required
            {...form.register('board_approval_date')}
            error={errors.board_approval_date?.message}
          />
        </SimpleGrid>
        <ServerError error={create.error} fields={Object.keys(form.getValues())} />
        <FormButtons label="Create class" pending={create.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

const authorizedSchema = z.object({
  authorized: sharesSchema,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE),
});
type AuthorizedValues = z.infer<typeof authorizedSchema>;

/** 'Change authorized shares' (administrators): a ledger transaction, never below the issued shares. */
export function AuthorizedForm({
  params,
  stockClass,
  onDone,
}: {
  params: CapParams;
  stockClass: StockClass;
  onDone: () => void;
}) {
  const form = useForm<AuthorizedValues>({
    resolver: zodResolver(
      authorizedSchema.refine(
        (v) => !/^\d+$/.test(v.authorized) || captable.exact.gte(v.authorized, stockClass.issued),
        {
          path: ['authorized'],
          message: `The authorized shares cannot be fewer than the ${shares(stockClass.issued)} shares issued.`,
        },
      ),
    ),
    defaultValues: { authorized: stockClass.authorized, date: today() },
  });
  const adjust = useAdjustAuthorized(params, stockClass.id);
  const snackbar = useSnackbar();
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    adjust.mutate(body, {
      onSuccess: (saved) => {
        void snackbar.success(`${saved.name} now has ${shares(saved.authorized)} authorized shares.`);
        onDone();
      },
      onError: (error) => placeServerErrors(form, error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={`Change the authorized shares of ${stockClass.name}`}>
      <Stack gap="md">
        <Text size="sm">
          {shares(stockClass.issued)} shares of {stockClass.name} are issued; {shares(stockClass.authorized)} are
          authorized now.
        </Text>
        <TextInput
          label="New authorized shares"
          required
          inputMode="numeric"
          {...form.register('authorized')}
          error={errors.authorized?.message}
        />
        <TextInput
          label="Effective date"
          type="date"
          required
          {...form.register('date')}
          error={errors.date?.message}
        />
        <ServerError error={adjust.error} fields={Object.keys(form.getValues())} />
        <FormButtons label="Change authorized shares" pending={adjust.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
