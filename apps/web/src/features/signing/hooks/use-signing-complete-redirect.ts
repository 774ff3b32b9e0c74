import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { docuSignWaitHref } from '../lib/signing-return.ts';

/** Sends a page opened with `?event=signing_complete&session=<id>` on to docu-sign-wait (spec 4). */
export function useSigningCompleteRedirect(): boolean {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const target = docuSignWaitHref(pathname, search);
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [navigate, target]);
  return target !== null;
}
