import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { setSessionExpiredHandler } from '../lib/api-client.ts';
import { clearQueryCache } from '../lib/query-cache.ts';
import { preloadQueryScope } from './layouts/root-layout.tsx';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

function createApp() {
  const router = createAppRouter();
  preloadQueryScope(window.location.pathname);
  // Spec 8: when a refresh fails the user goes to Login; through the router, without a page reload.
  setSessionExpiredHandler((loginUrl) => {
    clearQueryCache();
    void router.navigate(loginUrl, { replace: true });
  });
  return router;
}

export function App() {
  const [router] = useState(createApp);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
