import {
  ADDRESS_TYPES,
  type AddressInput,
  BUSINESS_TYPES,
  ENTITY_TYPES,
  type EntityBody,
  type MyEntity,
  PHONE_TYPES,
} from '@dl/contracts';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { browserCountry } from '#web/components/inputs/phone-input/countries.ts';
import { CLOSE_ICON_PROPS, DIALOG_WIDTH } from '#web/components/kit/shared/dialog-sizes.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSaveEntity } from '../api/my-entities.ts';
import { addressErrors, type FieldErrors, phoneErrors } from '../lib/contact-validation.ts';
import { ENTITY_TYPE_LABEL, BUSINESS_TYPE_LABEL } from '../lib/labels.ts';
import { AddressFields } from './address-fields.tsx';
import { PhoneFields, type PhoneValue } from './phone-fields.tsx';

const emptyAddress = (type: AddressInput['type']): AddressInput => ({
  type,
  line1: '',
  city: '',
  postal: '',
  country: '',
});

export interface EntityFormProps {
  fidId: string;
  /** null: a new entity. */
  entity: MyEntity | null;
  opened: boolean;
  onClose: () => void;
}

/** Create or edit one of my entities: name, type, business type, addresses and phones. */
export function EntityForm({ fidId, entity, opened, onClose }: EntityFormProps) {
  const isSmall = useMediaQuery('(max-width: 47.99em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={entity ? 'Edit entity' : 'Add entity'}
      size={DIALOG_WIDTH.wide}
      closeButtonProps={CLOSE_ICON_PROPS}
      fullScreen={isSmall}
    >
      {opened && <EntityFormBody key={entity?.id ?? 'new'} fidId={fidId} entity={entity} onDone={onClose} />}
    </Modal>
  );
}

function EntityFormBody({ fidId, entity, onDone }: { fidId: string; entity: MyEntity | null; onDone: () => void }) {
  const [name, setName] = useState(entity?.name ?? '');
  const [type, setType] = useState<MyEntity['type']>(entity?.type ?? 'ENTITY');
  const [businessType, setBusinessType] = useState<string | null>(entity?.business_type ?? null);
  const [addresses, setAddresses] = useState<AddressInput[]>(entity?.addresses ?? []);
  const [phones, setPhones] = useState<PhoneValue[]>((entity?.phones as PhoneValue[] | undefined) ?? []);
  const [checked, setChecked] = useState(false);
  const save = useSaveEntity(fidId);

  const nameError = checked && !name.trim() ? 'Name is required' : null;
  const addressProblems: FieldErrors[] = addresses.map((a) => (checked ? addressErrors(a) : {}));
  const phoneProblems: FieldErrors[] = phones.map((p) => (checked ? phoneErrors(p) : {}));
  const freeAddress = ADDRESS_TYPES.find((t) => !addresses.some((a) => a.type === t));
  const freePhone = PHONE_TYPES.find((t) => !phones.some((p) => p.type === t));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const invalid =
      !name.trim() ||
      addresses.some((a) => Object.keys(addressErrors(a)).length) ||
      phones.some((p) => Object.keys(phoneErrors(p)).length);
    if (invalid) return;
    const body: EntityBody = {
      name,
      type,
      business_type: (businessType as EntityBody['business_type']) ?? null,
      addresses,
      phones,
    };
    save.mutate({ id: entity?.id ?? null, body }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={nameError}
          maxLength={200}
        />
        <Group grow wrap="wrap" align="flex-start">
          <Select
            label="Entity type"
            data={ENTITY_TYPES.map((t) => ({ value: t, label: ENTITY_TYPE_LABEL[t] }))}
            value={type}
            onChange={(t) => t && setType(t as MyEntity['type'])}
            allowDeselect={false}
            miw={200}
          />
          <Select
            label="Business type"
            data={BUSINESS_TYPES.map((t) => ({ value: t, label: BUSINESS_TYPE_LABEL[t] }))}
            value={businessType}
            onChange={setBusinessType}
            clearable
            placeholder="Choose"
            miw={200}
          />
        </Group>
        <Text fw={600}>Addresses</Text>
        {addresses.length === 0 && (
          <Text size="sm" c="dimmed">
            No address yet.
          </Text>
        )}
        {addresses.map((a, i) => (
          <AddressFields
            key={a.type}
            value={a}
            errors={addressProblems[i] ?? {}}
            usedTypes={addresses.map((x) => x.type)}
            onChange={(next) => setAddresses(addresses.map((x, j) => (j === i ? next : x)))}
            onRemove={() => setAddresses(addresses.filter((_, j) => j !== i))}
          />
        ))}
        {freeAddress && (
          <div>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setAddresses([...addresses, emptyAddress(freeAddress)])}
            >
              Add address
            </Button>
          </div>
        )}
        <Text fw={600}>Phones</Text>
        {phones.length === 0 && (
          <Text size="sm" c="dimmed">
            No phone yet.
          </Text>
        )}
        {phones.map((p, i) => (
          <PhoneFields
            key={p.type}
            value={p}
            error={phoneProblems[i]?.number}
            usedTypes={phones.map((x) => x.type)}
            onChange={(next) => setPhones(phones.map((x, j) => (j === i ? next : x)))}
            onRemove={() => setPhones(phones.filter((_, j) => j !== i))}
          />
        ))}
        {freePhone && (
          <div>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setPhones([...phones, { type: freePhone, country: browserCountry(), number: '' }])}
            >
              Add phone
            </Button>
          </div>
        )}
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(save.error, entity ? 'Failed to update item' : 'Failed to create item')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
