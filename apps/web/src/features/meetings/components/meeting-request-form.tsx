import { MEETING_DURATIONS } from '@dl/domain';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { DateTimeField } from '#web/components/inputs/date-inputs/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useCreateMeeting } from '../api/meetings.ts';
import {
  EMPTY_MEETING_FORM,
  hasErrors,
  type MeetingFormErrors,
  type MeetingFormValues,
  toCreateMeetingBody,
  validateMeetingForm,
} from '../lib/meeting-form.ts';

const MEETING_REQUESTED_TEXT = 'Your meeting request was sent to the issuer.';
const MEETING_REQUEST_FAILED = 'Failed to create item';

const DURATIONS = MEETING_DURATIONS.map((m) => ({ value: String(m), label: `${m} minutes` }));

export interface MeetingRequestFormProps {
  fidId: string;
  opportunities: { value: string; label: string }[];
  loadingOpportunities: boolean;
  /** The form's clock (tests pass one). */
  now?: () => Date;
}

/** Request a meeting: the opportunity, up to 3 proposed times, a duration and a note. */
export function MeetingRequestForm({ fidId, opportunities, loadingOpportunities, now }: MeetingRequestFormProps) {
  const [values, setValues] = useState<MeetingFormValues>(EMPTY_MEETING_FORM);
  const [errors, setErrors] = useState<MeetingFormErrors>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const create = useCreateMeeting(fidId);
  const snackbar = useSnackbar();
  const clock = now ?? (() => new Date());

  const update = (next: MeetingFormValues) => {
    setValues(next);
    if (isSubmitted) setErrors(validateMeetingForm(next, clock()));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateMeetingForm(values, clock());
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await create.mutateAsync(toCreateMeetingBody(values));
      void snackbar.success(MEETING_REQUESTED_TEXT);
      setValues(EMPTY_MEETING_FORM);
      setSubmitted(false);
    } catch (error) {
      void snackbar.error(errorText(error, MEETING_REQUEST_FAILED));
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="meeting-request-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="meeting-request-heading">
            Request a meeting
          </Title>
          <Text size="sm" c="dimmed">
            Propose up to three times; the issuer accepts one of them or declines.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Opportunity"
              placeholder={loadingOpportunities ? 'Loading…' : 'Choose an opportunity'}
              data={opportunities}
              value={values.opportunity_id}
              onChange={(value) => update({ ...values, opportunity_id: value })}
              searchable
              required
              nothingFoundMessage="No opportunities"
              error={errors.opportunity_id}
            />
            <Select
              label="Duration"
              data={DURATIONS}
              value={values.duration_minutes}
              onChange={(value) => update({ ...values, duration_minutes: value ?? '' })}
              allowDeselect={false}
              error={errors.duration_minutes}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {values.times.map((time, i) => (
              <DateTimeField
                // Slots are positional: the index is the identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed three slots
                key={i}
                label={i === 0 ? 'Proposed time' : `Alternative time ${i}`}
                placeholder="MM/DD/YYYY hh:mm a"
                value={time}
                onChange={(next) => update({ ...values, times: values.times.map((t, j) => (j === i ? next : t)) })}
                minDate={clock()}
                required={i === 0}
                clearable
                submitButtonProps={{ 'aria-label': `Confirm ${i === 0 ? 'proposed time' : `alternative time ${i}`}` }}
                error={errors.slots?.[i] ?? (i === 0 ? errors.times : undefined)}
              />
            ))}
          </SimpleGrid>
          <Textarea
            label="Note (optional)"
            placeholder="What would you like to discuss?"
            // No autosize: it needs document.fonts, which not every engine (nor jsdom) has.
            rows={2}
            value={values.note}
            onChange={(event) => update({ ...values, note: event.currentTarget.value })}
            error={errors.note}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Send request
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
