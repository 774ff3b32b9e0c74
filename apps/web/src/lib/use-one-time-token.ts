import { useEffect, useState } from 'react';

function readToken(): string | null {
  // E-mailed links carry the token in the fragment (never sent to a server, so never in access logs);
  // `?token=` is accepted too for links made by hand.
  const fromHash = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');
  return fromHash ?? new URLSearchParams(window.location.search).get('token');
}

/**
 * Reads the one-time token once and removes it from the address bar: the token is single-use and
 * should not stay in the history, a bookmark, or a Referer header.
 */
export function useOneTimeToken(): string | null {
  const [token] = useState(readToken);
  useEffect(() => {
    const url = new URL(window.location.href);
    const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
    if (!url.searchParams.has('token') && !hash.has('token')) return;
    url.searchParams.delete('token');
    hash.delete('token');
    const rest = hash.toString();
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${rest ? `#${rest}` : ''}`);
  }, []);
  return token;
}
