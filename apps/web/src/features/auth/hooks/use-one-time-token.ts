import { useEffect, useState } from 'react';

/**
 * Reads `?token=` once and removes it from the address bar: the token is single-use and should not
 * stay in the history, a bookmark, or a Referer header.
 */
export function useOneTimeToken(): string | null {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token'));
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('token')) return;
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return token;
}
