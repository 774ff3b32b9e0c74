import { useEffect, useState } from 'react';

const KEY = 'code';

function readCode(): string | null {
  return new URLSearchParams(window.location.hash.replace(/^#/, '')).get(KEY);
}

/**
 * The invitation code of the e-mailed link `/onboard/{fidId}#code=...`: read once from the fragment
 * (never sent to a server, so never in access logs) and removed from the address bar, so it stays out
 * of the history and bookmarks. The code is single-use: registering consumes it.
 */
export function useInvitationCode(): string | null {
  const [code] = useState(readCode);
  useEffect(() => {
    const url = new URL(window.location.href);
    const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
    if (!hash.has(KEY)) return;
    hash.delete(KEY);
    const rest = hash.toString();
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${rest ? `#${rest}` : ''}`);
  }, []);
  return code;
}
