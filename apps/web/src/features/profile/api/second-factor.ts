import {
  confirmSecondFactorRoute,
  disableSecondFactorRoute,
  getSecondFactorRoute,
  type SecondFactorStatus,
  setupSecondFactorRoute,
} from '@dl/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

const key = (fidId: string) => ['second-factor', fidId] as const;

/** GET fid/{fidId}/profile/second-factor: whether login asks for a code. */
export function useSecondFactor(fidId: string) {
  return useQuery({ queryKey: key(fidId), queryFn: () => apiRequest(getSecondFactorRoute, { params: { fidId } }) });
}

/** POST .../second-factor/setup: a new secret for the authenticator app (not in force yet). */
export function useSetupSecondFactor(fidId: string) {
  return useMutation({ mutationFn: () => apiRequest(setupSecondFactorRoute, { params: { fidId } }) });
}

function useStatusMutation<V>(fidId: string, call: (vars: V) => Promise<SecondFactorStatus>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (status) => client.setQueryData(key(fidId), status) });
}

/** POST .../second-factor/confirm with a code from the app: the secret comes into force. */
export function useConfirmSecondFactor(fidId: string) {
  return useStatusMutation(fidId, (code: string) =>
    apiRequest(confirmSecondFactorRoute, { params: { fidId }, body: { code } }),
  );
}

/** POST .../second-factor/disable with the password. */
export function useDisableSecondFactor(fidId: string) {
  return useStatusMutation(fidId, (current_password: string) =>
    apiRequest(disableSecondFactorRoute, { params: { fidId }, body: { current_password } }),
  );
}
