import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { setSessionExpiredHandler } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

function createApp() {
  const router = createAppRouter();
  const queryClient = createQueryClient();
  // Spec 8: when a refresh fails the user goes to Login; through the router, without a page reload.
  setSessionExpiredHandler((loginUrl) => {
    queryClient.clear();
    void router.navigate(loginUrl, { replace: true });
  });
  return { router, queryClient };
}

export function App() {
  const [{ router, queryClient }] = useState(createApp);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
