import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isOnRoute, type NavigateFields, notificationHref } from '../lib/navigate-target.ts';

/**
 * Opens what a notification points at (spec 2 "Snackbar"): its route, or, when the user is already
 * on that route, the route's data again (the page's active queries refetch) instead of navigating.
 * A different query on the same route (another tab or item) is applied as well.
 */
export function useOpenNotification(): (fields: NavigateFields) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  return useCallback(
    (fields) => {
      const href = notificationHref(fields);
      if (!href) return;
      if (!isOnRoute(location.pathname, href)) {
        void navigate(href);
        return;
      }
      const search = href.includes('?') ? href.slice(href.indexOf('?')) : '';
      if (search !== location.search) void navigate(href, { replace: true });
      void client.invalidateQueries({ refetchType: 'active' });
    },
    [navigate, location.pathname, location.search, client],
  );
}
