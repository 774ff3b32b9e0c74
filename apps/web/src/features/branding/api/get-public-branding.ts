import { type PublicBrandingDoc, publicBrandingRoute } from '@dl/contracts';
import { DEFAULT_PUBLIC_BRANDING } from '@dl/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const FALLBACK_PUBLIC_BRANDING: PublicBrandingDoc = {
  ...DEFAULT_PUBLIC_BRANDING,
  fiduciary_id: null,
  links: {},
};

/** GET public/branding for this host; spec 3: falls back to the built-in defaults on failure. */
export async function getPublicBranding(): Promise<PublicBrandingDoc> {
  try {
    return await apiRequest(publicBrandingRoute, { auth: 'public' });
  } catch {
    return FALLBACK_PUBLIC_BRANDING;
  }
}

export const publicBrandingQuery = () =>
  queryOptions({ queryKey: ['branding', 'public'], queryFn: getPublicBranding, staleTime: Number.POSITIVE_INFINITY });
