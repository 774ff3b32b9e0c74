import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { SideModal } from '#web/components/kit/side-modal/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { showSnackbar } from '#web/lib/snackbar.ts';
import { useCreateInvitation } from '../api/investors.ts';
import { EMPTY_INVITE, inviteErrors, type InviteValues } from '../lib/invite-form.ts';
import { ENTITY_TYPE_OPTIONS } from '../lib/investor-filters.ts';

function InviteForm({ fidId, onDone }: { fidId: string; onDone: () => void }) {
  const [values, setValues] = useState<InviteValues>(EMPTY_INVITE);
  const [touched, setTouched] = useState<Partial<Record<keyof InviteValues, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateInvitation(fidId);
  const errors = inviteErrors(values);
  const shown = (key: keyof InviteValues) => (submitted || touched[key] ? errors[key] : undefined);
  const field = (key: Exclude<keyof InviteValues, 'entity_type'>, label: string, required: boolean, type = 'text') => (
    <TextInput
      label={label}
      type={type}
      withAsterisk={required}
      value={values[key]}
      error={shown(key)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((v) => ({ ...v, [key]: value }));
      }}
      onBlur={() => setTouched((t) => ({ ...t, [key]: true }))}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length) return;
    const body = { ...values, entity_name: values.entity_type === 'INDIVIDUAL' ? null : values.entity_name || null };
    create.mutate(body, {
      onSuccess: () => {
        showSnackbar({ text: `Invitation sent to ${values.email}.` });
        onDone();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Invite an investor">
      <Stack>
        {create.isError && (
          <Alert color="red" role="alert">
            {errorText(create.error, 'Failed to create item')}
          </Alert>
        )}
        {field('email', 'Email', true, 'email')}
        {field('first_name', 'First name', true)}
        {field('last_name', 'Last name', true)}
        <Select
          label="Entity type"
          data={ENTITY_TYPE_OPTIONS}
          value={values.entity_type}
          allowDeselect={false}
          onChange={(value) => value && setValues((v) => ({ ...v, entity_type: value as InviteValues['entity_type'] }))}
        />
        {values.entity_type !== 'INDIVIDUAL' && field('entity_name', 'Entity name', values.entity_type === 'ENTITY')}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Invite one investor: the side modal's form (spec 2 side modal, spec 5 messages). */
export function InviteInvestor({ fidId }: { fidId: string }) {
  return (
    <SideModal title="Invite an investor" trigger={({ open }) => <Button onClick={open}>Invite</Button>}>
      {(close) => <InviteForm fidId={fidId} onDone={close} />}
    </SideModal>
  );
}
