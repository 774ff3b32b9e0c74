import type { FormResponse } from '@dl/domain';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTrackedUploader } from '#web/components/inputs/file-upload/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useFormResponse } from '../hooks/use-form-response.ts';
import { clientErrors } from '../lib/client-errors.ts';
import { formSnackbar } from '../lib/form-snackbar.ts';
import { requiredProgress } from '../lib/progress.ts';
import { FormRenderer } from './form-renderer.tsx';
import { FormStatus } from './form-status.tsx';
import { FormUploaderContext, useFormUploader } from './widgets/uploader-context.ts';

export interface FormScreenProps {
  formId: string;
  /** The entity answered for; null: the session's current entity. */
  entityId: string | null;
  onSubmitted?: () => void;
  /** A viewer reads the answers (masked) without saving or submitting. */
  readOnly?: boolean;
}

export const DRAFT_SAVED = 'Draft saved';
export const FORM_SUBMITTED = 'Form submitted';
export const FIX_ANSWERS = 'Please correct the highlighted answers.';
const NO_ERRORS: Record<string, string> = {};

/**
 * One form of one entity: the renderer with Save draft and Submit. Submit checks with the engine
 * first (the same messages as the server); what the server refuses comes back under the fields. A
 * failed save or submit says so and keeps every answer on the page.
 */
export function FormScreen({ formId, entityId, onSubmitted, readOnly = false }: FormScreenProps) {
  const form = useFormResponse(formId, entityId);
  const [draft, setDraft] = useState<FormResponse | null>(null);
  const [masked, setMasked] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>(NO_ERRORS);
  const [failure, setFailure] = useState<string | null>(null);
  const [syncedFor, setSyncedFor] = useState<string | null>(null);
  const syncedModified = useRef<string | null>(null);
  /** Answers changed since they were last loaded or sent: a newer stored version must not replace them. */
  const dirty = useRef(false);
  const identity = `${formId}|${entityId ?? ''}`;
  // Files still being sent: saving or submitting now would leave them out of the answers.
  const { uploader, uploading } = useTrackedUploader(useFormUploader());

  // The stored answers become the draft when they first arrive, and again when a newer version is
  // stored (our own save or submit, which answers the masked form) while nothing was changed since.
  useEffect(() => {
    if (!form.response) return;
    const isNew = syncedFor !== identity;
    const isNewer = form.modifiedOn !== syncedModified.current && !dirty.current;
    if (!isNew && !isNewer) return;
    syncedModified.current = form.modifiedOn;
    dirty.current = false;
    setDraft(form.response);
    setMasked(form.masked);
    setSyncedFor(identity);
  }, [identity, syncedFor, form.response, form.masked, form.modifiedOn]);

  const liveErrors = useMemo(
    () =>
      form.template && draft ? clientErrors(form.template, draft.values, { resolver: form.resolver, masked }) : {},
    [form.template, draft, form.resolver, masked],
  );

  if (form.error) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title="Failed to load data">
        {errorText(form.error, 'The form could not be loaded. Reload the page to try again.')}
      </Alert>
    );
  }
  const { template } = form;
  if (form.isLoading || !template || !draft) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading the form" />
      </Group>
    );
  }

  const save = async () => {
    setFailure(null);
    dirty.current = false;
    try {
      await form.saveDraft(draft);
      setErrors(NO_ERRORS);
      void formSnackbar(DRAFT_SAVED);
    } catch (error) {
      dirty.current = true;
      const text = `Your answers were not saved: ${errorText(error, 'Failed to update item')}. They are still here; try again.`;
      setFailure(text);
      void formSnackbar(errorText(error, 'Failed to update item'), 'error');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (Object.keys(liveErrors).length > 0) {
      setErrors(liveErrors);
      setFailure(FIX_ANSWERS);
      return;
    }
    dirty.current = false;
    try {
      const refused = await form.submit(draft);
      if (refused) {
        dirty.current = true;
        setErrors(refused);
        setFailure(FIX_ANSWERS);
        return;
      }
      setErrors(NO_ERRORS);
      void formSnackbar(FORM_SUBMITTED);
      onSubmitted?.();
    } catch (error) {
      dirty.current = true;
      setFailure(
        `The form was not submitted: ${errorText(error, 'Failed to update item')}. Your answers are still here; try again.`,
      );
      void formSnackbar(errorText(error, 'Failed to update item'), 'error');
    }
  };

  const reveal = async (key: string) => {
    const value = await form.reveal(key);
    dirty.current = true;
    setDraft((d) => (d ? { ...d, values: { ...d.values, [key]: value } } : d));
  };

  const progress = requiredProgress(template, draft.values, liveErrors);
  const unsaved =
    draft !== form.response && JSON.stringify(draft.values) !== JSON.stringify(form.response?.values ?? {});
  const busy = form.isSaving || form.isSubmitting || uploading;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <FormStatus status={form.status} modifiedOn={form.modifiedOn} unsaved={unsaved && !readOnly} {...progress} />
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <FormUploaderContext value={uploader}>
          <FormRenderer
            template={template}
            value={draft}
            onChange={(next) => {
              dirty.current = true;
              setDraft(next);
            }}
            errors={errors}
            readOnly={readOnly}
            resolver={form.resolver}
            masked={masked}
            onReveal={readOnly ? undefined : reveal}
          />
        </FormUploaderContext>
        {!readOnly && (
          <Group justify="flex-end" gap="sm" wrap="wrap">
            {busy && (
              <Text size="sm" c="dimmed" role="status">
                {form.isSaving ? 'Saving…' : form.isSubmitting ? 'Submitting…' : 'Uploading…'}
              </Text>
            )}
            <Button
              variant="default"
              onClick={save}
              loading={form.isSaving}
              disabled={busy}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            >
              Save draft
            </Button>
            <Button
              type="submit"
              loading={form.isSubmitting}
              disabled={busy}
              leftSection={<IconSend size={18} aria-hidden />}
            >
              Submit
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
