/**
 * Follows an e-sign answer's `data.url` ('Redirecting...'): a path of this site (or an absolute URL of
 * this origin) goes through the router; anything else is a full page load.
 */
export function goToUrl(url: string, navigate: (path: string) => void, origin: string = window.location.origin): void {
  const target = new URL(url, origin);
  if (target.origin === origin) navigate(`${target.pathname}${target.search}${target.hash}`);
  else window.location.assign(target.toString());
}
