import type { CapTablePermissions, SecurityDetail } from '@dl/contracts';
import { captable } from '@dl/domain';
import type { ActionName } from './action-form.ts';

export type MenuAction = ActionName | 'delete' | 'edit';
export interface ActionMenu {
  /** 'act': an administrator acts; 'request': an editor sends the action for approval. */
  mode: 'act' | 'request';
  items: MenuAction[];
}

const REQUESTABLE = new Set<string>([
  'transfer',
  'modify',
  'cancel',
  'repurchase',
  'exercise',
  'terminate',
  'vesting',
  'retract',
]);

/**
 * The menu of a security from the server's allowed_actions. An administrator acts on them; an editor
 * drafts (edit and delete a draft) and, on an issued security, raises a request for any action the
 * domain allows on it (the server answers the request's refusal if it does not apply after all).
 */
export function actionMenu(s: SecurityDetail, p: CapTablePermissions): ActionMenu {
  const allowed = new Set(s.allowed_actions);
  if (s.status === 'draft') {
    const items: MenuAction[] = [];
    if (p.draft_securities && (allowed.has('modify') || allowed.size === 0)) items.push('edit');
    if (allowed.has('delete') || (p.draft_securities && allowed.size === 0)) items.push('delete');
    return { mode: 'act', items };
  }
  if (p.issue_securities)
    return { mode: 'act', items: s.allowed_actions.filter((a): a is ActionName => REQUESTABLE.has(a)) };
  if (!p.raise_requests) return { mode: 'request', items: [] };
  const domain = captable.allowedActions({
    securityId: s.id,
    kind: s.kind,
    status: s.status,
    hasVesting: s.vesting !== null,
  });
  const items = [...new Set([...s.allowed_actions, ...domain])].filter((a): a is ActionName => REQUESTABLE.has(a));
  return { mode: 'request', items };
}
