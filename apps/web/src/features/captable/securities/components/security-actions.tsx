import type { CapTablePermissions, SecurityDetail } from '@dl/contracts';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import type { ActionOutcome } from '../api/actions.ts';
import { useDeleteDraft, useIssueSecurities } from '../api/securities.ts';
import type { ActionName } from '../lib/action-form.ts';
import { ACTION_LABELS } from '../lib/labels.ts';
import { actionMenu } from '../lib/menu-actions.ts';
import { ActionDialog } from './action-dialog.tsx';
import type { CapParams } from '#web/features/captable/core/index.ts';

export interface SecurityActionsProps {
  params: CapParams;
  security: SecurityDetail;
  permissions: CapTablePermissions;
  editHref: string;
  listHref: string;
  /** What happened, for the page to say (done, or sent for approval). */
  onOutcome: (text: string) => void;
}

const MENU_WORDS: Record<string, string> = { edit: 'Edit draft', issue: 'Issue' };

function outcomeText(id: string, action: ActionName, outcome: ActionOutcome): string {
  if (outcome.kind === 'requested')
    return `Sent for approval: the request to ${ACTION_LABELS[action]?.toLowerCase() ?? action} ${id} waits for an administrator on the Requests page.`;
  const made = outcome.created.length > 0 ? ` New securities: ${outcome.created.join(', ')}.` : '';
  const cost = outcome.cost ? ` Exercise cost: $${outcome.cost}.` : '';
  return `${ACTION_LABELS[action] ?? action}: done for ${id}.${made}${cost}`;
}

/** The actions menu of a security (spec 4); nothing for a viewer. */
export function SecurityActions({
  params,
  security,
  permissions,
  editHref,
  listHref,
  onOutcome,
}: SecurityActionsProps) {
  const menu = actionMenu(security, permissions);
  const [open, setOpen] = useState<ActionName | null>(null);
  const navigate = useNavigate();
  const remove = useDeleteDraft(params);
  const issue = useIssueSecurities(params);
  const { confirm, dialog } = useConfirm();
  const snackbar = useSnackbar();
  if (menu.items.length === 0) return null;
  const pick = async (item: (typeof menu.items)[number]) => {
    if (item === 'edit') return void navigate(editHref);
    if (item === 'issue')
      return issue.mutate([security.id], {
        onSuccess: () => onOutcome(`${security.id} is issued.`),
        onError: (e) => onOutcome(errorText(e, `${security.id} could not be issued.`)),
      });
    if (item === 'delete') {
      const yes = await confirm({
        title: `Delete ${security.id}`,
        message: `The draft ${security.id} is deleted for good. Nothing was issued, so the ledger does not change.`,
        confirmLabel: 'Delete draft',
        danger: true,
      });
      if (!yes) return;
      return remove.mutate(security.id, {
        onSuccess: () => {
          void snackbar.success(`${security.id} is deleted.`);
          void navigate(listHref);
        },
        onError: (e) => void snackbar.error(errorText(e, 'The draft could not be deleted.')),
      });
    }
    setOpen(item);
  };
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            rightSection={<IconChevronDown size={16} aria-hidden />}
            loading={remove.isPending || issue.isPending}
          >
            {menu.mode === 'request' ? 'Request an action' : 'Actions'}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {menu.items.map((item) => (
            <Menu.Item key={item} onClick={() => void pick(item)} color={item === 'delete' ? 'red.9' : undefined}>
              {MENU_WORDS[item] ?? ACTION_LABELS[item] ?? item}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {open && (
        <ActionDialog
          params={params}
          security={security}
          action={open}
          mode={menu.mode}
          onClose={() => setOpen(null)}
          onDone={(outcome) => {
            setOpen(null);
            onOutcome(outcomeText(security.id, open, outcome));
          }}
        />
      )}
      {dialog}
    </>
  );
}
