import type { SecurityActionBody, SecurityDetail } from '@dl/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { CLOSE_ICON_PROPS, DIALOG_WIDTH } from '#web/components/kit/shared/dialog-sizes.ts';
import { errorText } from '#web/lib/api-error.ts';
import { type ActionOutcome, useSecurityAction } from '../api/actions.ts';
import { type ActionName, type ActionValues, actionResolver, emptyAction, inputOf } from '../lib/action-form.ts';
import { ACTION_FAILED, ACTION_LABELS } from '../lib/labels.ts';
import { ActionFields } from './action-fields.tsx';
import { type CapParams, fieldProblems } from '#web/features/captable/core/index.ts';

export interface ActionDialogProps {
  params: CapParams;
  security: SecurityDetail;
  action: ActionName;
  /** An administrator acts; an editor sends the same action for approval. */
  mode: 'act' | 'request';
  onClose: () => void;
  onDone: (outcome: ActionOutcome) => void;
}

/** Today as a calendar date in the browser's time zone (the default date of an action). */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** One security action in a dialog: its fields, then the server's refusal sentence when it refuses. */
export function ActionDialog({ params, security, action, mode, onClose, onDone }: ActionDialogProps) {
  const form = useForm<ActionValues, unknown, SecurityActionBody>({
    resolver: actionResolver,
    defaultValues: emptyAction(action, today()),
  });
  const run = useSecurityAction(params, security.id, mode);
  const [refusal, setRefusal] = useState<string | null>(null);
  const words = ACTION_LABELS[action] ?? action;
  const title = mode === 'request' ? `Request: ${words} ${security.id}` : `${words} ${security.id}`;
  const submit = form.handleSubmit((body) => {
    setRefusal(null);
    run.mutate(body, {
      onSuccess: onDone,
      onError: (error) => {
        const problems = Object.entries(fieldProblems(error)).map(([path, m]) => [inputOf(action, path), m] as const);
        const placed = problems.filter(([path]) => path !== null);
        for (const [path, message] of placed) form.setError(path as FieldPath<ActionValues>, { message });
        const left = problems.filter(([path]) => path === null).map(([, message]) => message);
        if (left.length > 0) setRefusal(left.join(' '));
        else if (problems.length === 0) setRefusal(errorText(error, ACTION_FAILED));
      },
    });
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={DIALOG_WIDTH.narrow}
      closeButtonProps={CLOSE_ICON_PROPS}
      closeOnClickOutside={false}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {mode === 'request' && (
            <Text size="sm">An administrator approves or rejects this request; nothing changes until then.</Text>
          )}
          <ActionFields form={form} params={params} kind={security.kind} />
          {refusal && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={run.isPending}>
              Close
            </Button>
            <Button
              type="submit"
              loading={run.isPending}
              color={action === 'retract' || action === 'cancel' ? 'red.9' : undefined}
            >
              {mode === 'request' ? 'Send for approval' : words}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
