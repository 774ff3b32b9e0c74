import type { PublicBrandingDoc } from '@dl/contracts';
import { DEFAULT_PUBLIC_BRANDING } from '@dl/domain';
import { callEndpoint, endpoint } from '#web/lib/api-client.ts';
import * as wire from '#web/lib/wire-parse.ts';

export const FALLBACK_PUBLIC_BRANDING: PublicBrandingDoc = {
  ...DEFAULT_PUBLIC_BRANDING,
  fiduciary_id: null,
  links: {},
  suspended: false,
  colors: null,
};

/** The contract's `publicBrandingRoute` (compared in the tests), read without zod: the login page shows it. */
export const PUBLIC_BRANDING_ENDPOINT = endpoint('GET', '/public/branding');

export const parsePublicBranding: wire.Parse<PublicBrandingDoc> = wire.object({
  logo: wire.nullable(wire.string),
  help_address: wire.string,
  appTitles: wire.recordOf(wire.string),
  drOptions: wire.object({ showIndicateInterestBtn: wire.boolean, poweredByText: wire.string }),
  s3Data: wire.object({ showSecondaryOpportunities: wire.boolean }),
  fiduciary_id: wire.nullable(wire.uuid),
  links: wire.recordOf(wire.object({ contact: wire.string, privacy_policy: wire.string, terms: wire.string })),
  suspended: wire.boolean,
  colors: wire.nullable(
    wire.object({
      primary: wire.string,
      secondary: wire.string,
      accent: wire.string,
      info: wire.string,
      error: wire.string,
      success: wire.string,
      warning: wire.string,
    }),
  ),
});

/** GET public/branding for this host; spec 3: falls back to the built-in defaults on failure. */
export async function getPublicBranding(): Promise<PublicBrandingDoc> {
  try {
    return await callEndpoint(PUBLIC_BRANDING_ENDPOINT, parsePublicBranding, { auth: 'public' });
  } catch {
    return FALLBACK_PUBLIC_BRANDING;
  }
}
