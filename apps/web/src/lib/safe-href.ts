import { isHttpUrl } from '@dl/domain';

const MAILTO = /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i;
/** A path of this site: one leading slash, never `//host` or `/\host` (which browsers read as another host). */
const SITE_PATH = /^\/(?![/\\])\S*$/;

/**
 * The href to render for an address that came from stored data or the page's own address bar
 * (issue 13 point 10): an absolute http(s) URL, a mailto: address or a path of this site, as is;
 * anything else (javascript:, data:, vbscript:, file:, //host) gives undefined, so the link is not
 * rendered. Every `href={...}` of a stored value goes through here.
 */
export function safeHref(value: string | null | undefined): string | undefined {
  const address = value?.trim();
  if (!address) return undefined;
  if (isHttpUrl(address) || MAILTO.test(address) || SITE_PATH.test(address)) return address;
  return undefined;
}
