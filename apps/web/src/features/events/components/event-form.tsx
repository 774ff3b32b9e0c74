import { createEventBodySchema, type EngagementEvent } from '@dl/contracts';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DateTimeField } from '#web/components/inputs/date-inputs/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { fieldErrors } from '#web/lib/field-errors.ts';
import { type EventInput, useSaveEvent } from '../api/events.ts';

interface Draft {
  title: string;
  description: string;
  starts_on: string | null;
  ends_on: string | null;
  location: string;
  url: string;
}

const draftOf = (event: EngagementEvent | null): Draft => ({
  title: event?.title ?? '',
  description: event?.description ?? '',
  starts_on: event?.starts_on ?? null,
  ends_on: event?.ends_on ?? null,
  location: event?.location ?? '',
  url: event?.url ?? '',
});

/** The body the API takes, and the messages of the contract's own rules by field. */
export function checkEventDraft(draft: Draft, opportunityId: string | null) {
  const body: EventInput = {
    title: draft.title,
    description: draft.description,
    starts_on: draft.starts_on ?? '',
    ends_on: draft.ends_on ?? '',
    ...(draft.location.trim() ? { location: draft.location } : {}),
    ...(draft.url.trim() ? { url: draft.url } : {}),
    ...(opportunityId ? { opportunity_id: opportunityId } : {}),
  };
  return { body, errors: fieldErrors<keyof Draft>(createEventBodySchema.safeParse(body)) };
}

/** Create or edit an event (fid-admin): the same rules as the API, messages under their fields. */
export function EventForm({
  fidId,
  event,
  onSaved,
}: {
  fidId: string;
  event: EngagementEvent | null;
  onSaved: (saved: EngagementEvent) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(event));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const save = useSaveEvent(fidId);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkEventDraft(draft, event?.opportunity_id ?? null);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length) return;
    save.mutate({ ...(event ? { id: event.id } : {}), body: checked.body }, { onSuccess: onSaved });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={event ? 'Edit event' : 'New event'}>
      <Stack gap="sm">
        <TextInput
          label="Title"
          value={draft.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errors.title}
          required
        />
        <Textarea
          label="Description"
          value={draft.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
          rows={3}
        />
        <DateTimeField
          label="Starts"
          value={draft.starts_on}
          onChange={(v) => set('starts_on', v)}
          error={errors.starts_on}
          required
        />
        <DateTimeField
          label="Ends"
          value={draft.ends_on}
          onChange={(v) => set('ends_on', v)}
          error={errors.ends_on}
          required
        />
        <TextInput
          label="Location"
          description="A place, or leave empty for an online event with an address below"
          value={draft.location}
          onChange={(e) => set('location', e.currentTarget.value)}
          error={errors.location}
        />
        <TextInput
          label="Online address"
          placeholder="https://"
          value={draft.url}
          onChange={(e) => set('url', e.currentTarget.value)}
          error={errors.url}
        />
        {save.isError ? (
          <Alert color="red">{errorText(save.error, event ? 'Failed to update item' : 'Failed to create item')}</Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {event ? 'Save event' : 'Publish event'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
