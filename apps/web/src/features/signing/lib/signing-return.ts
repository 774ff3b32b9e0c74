import { SIGNING_COMPLETE_EVENT } from '@dl/contracts';
import { PATHS } from '#web/config/paths.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { sanitizeRedirect } from '#web/lib/redirect.ts';

/** Where the ceremony goes after a submit: the session's return path with the event (spec 4). */
export function signingCompleteHref(returnPath: string, sessionId: string): string {
  const safe = sanitizeRedirect(returnPath) ?? hrefFor('Opportunities');
  const url = new URL(safe, 'https://return.invalid');
  url.searchParams.set('event', SIGNING_COMPLETE_EVENT);
  url.searchParams.set('session', sessionId);
  return `${url.pathname}${url.search}`;
}

/**
 * Spec 4 "Behaviors": a page opened with `event=signing_complete` goes to docu-sign-wait with a
 * redirect back to itself (without the event). Null when the address carries no such event.
 */
export function docuSignWaitHref(pathname: string, search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get('event') !== SIGNING_COMPLETE_EVENT) return null;
  const session = params.get('session') ?? '';
  params.delete('event');
  params.delete('session');
  const rest = params.toString();
  const redirect = `${pathname}${rest ? `?${rest}` : ''}`;
  return `${PATHS.docuSignWait}?${new URLSearchParams({ session, redirect })}`;
}

/** The opportunity a return path belongs to (`/digital-locker/opportunity/<id>`), if any. */
export function opportunityIdOf(path: string): string | null {
  return /\/opportunity\/([0-9a-f-]{36})(?:[/?#]|$)/i.exec(path)?.[1] ?? null;
}
