import { Center } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useBranding } from '#web/features/branding/hooks/use-branding.ts';
import { SealWait } from '#web/features/signing/components/seal-wait.tsx';
import { hrefFor } from '#web/lib/named-routes.ts';
import { sanitizeRedirect } from '#web/lib/redirect.ts';
import { useSession } from '#web/lib/session-store.ts';

/**
 * /pages/docu-sign-wait?session=&redirect= (spec 4 "Behaviors"): shown after a signing ceremony until
 * the signature is sealed, then back to `redirect` (a same-origin path only).
 */
export function DocuSignWaitPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fidId = useSession().claims?.current_fiduciary_id ?? '';
  const redirect = sanitizeRedirect(params.get('redirect')) ?? hrefFor('Opportunities');
  const { helpAddress } = useBranding(null);
  return (
    <Center py="xl">
      <SealWait
        fidId={fidId}
        sessionId={params.get('session') ?? ''}
        redirect={redirect}
        navigate={(to, options) => void navigate(to, options)}
        helpAddress={helpAddress}
      />
    </Center>
  );
}

export { DocuSignWaitPage as Component };
