import type { CapTablePermissions, SecurityDetail } from '@dl/contracts';
import { captable } from '@dl/domain';
import type { ActionName } from './action-form.ts';

type MenuAction = ActionName | 'delete' | 'edit' | 'issue';
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
 * The menu of a security from the server's allowed_actions: 'modify' and 'delete' on a draft for its
 * editors, 'issue' on a ready draft for administrators, the actions an administrator takes, and the
 * 'request:<action>' an editor may raise (without them, what the domain allows on the security; the
 * server refuses a request that does not apply after all).
 */
export function actionMenu(s: SecurityDetail, p: CapTablePermissions): ActionMenu {
  const allowed = new Set(s.allowed_actions);
  if (s.status === 'draft') {
    const items: MenuAction[] = [];
    if (allowed.has('modify')) items.push('edit');
    if (allowed.has('delete')) items.push('delete');
    if (allowed.has('issue') && p.issue_securities) items.push('issue');
    return { mode: 'act', items };
  }
  if (p.issue_securities)
    return { mode: 'act', items: s.allowed_actions.filter((a): a is ActionName => REQUESTABLE.has(a)) };
  if (!p.raise_requests) return { mode: 'request', items: [] };
  // The server names what an editor may ask for as 'request:<action>'.
  const asked = s.allowed_actions.filter((a) => a.startsWith('request:')).map((a) => a.slice('request:'.length));
  if (asked.length > 0) return { mode: 'request', items: asked.filter((a): a is ActionName => REQUESTABLE.has(a)) };
  const domain = captable.allowedActions({
    securityId: s.id,
    kind: s.kind,
    status: s.status,
    hasVesting: s.vesting !== null,
  });
  const items = [...new Set([...s.allowed_actions, ...domain])].filter((a): a is ActionName => REQUESTABLE.has(a));
  return { mode: 'request', items };
}
