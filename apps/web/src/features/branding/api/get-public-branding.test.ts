// @vitest-environment node
import { publicBrandingRoute, publicBrandingSchema } from '@dl/contracts';
import { describe, expect, it } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { apiError, malformed, mockApi, on } from '#web/test/mock-api.ts';
import { expectSameAsSchema } from '#web/test/wire-cases.ts';
import {
  FALLBACK_PUBLIC_BRANDING,
  getPublicBranding,
  PUBLIC_BRANDING_ENDPOINT,
  parsePublicBranding,
} from './get-public-branding.ts';

const BRANDING = {
  logo: 'https://cdn.example.com/logo.svg',
  help_address: 'help@example.com',
  appTitles: { 'digital-locker': 'Harbor Investors' },
  drOptions: { showIndicateInterestBtn: true, poweredByText: 'Powered by Harbor' },
  s3Data: { showSecondaryOpportunities: false },
  fiduciary_id: FID_ID,
  links: { 'digital-locker': { contact: 'mailto:help@example.com', privacy_policy: '/privacy', terms: '/terms' } },
  suspended: false,
  colors: null,
};

describe('public branding without zod', () => {
  it('reads the answer as publicBrandingSchema does', () => {
    expectSameAsSchema(parsePublicBranding, publicBrandingSchema, [BRANDING, FALLBACK_PUBLIC_BRANDING]);
  });

  it("calls publicBrandingRoute's address, without a token", async () => {
    expect(PUBLIC_BRANDING_ENDPOINT).toEqual({ method: publicBrandingRoute.method, url: publicBrandingRoute.url });
    // A key the contract does not name may travel: the schema strips it, and so must the parser.
    const answer = { ...BRANDING, unexpected: true };
    const calls = mockApi(on(publicBrandingRoute, () => answer));
    await expect(getPublicBranding()).resolves.toEqual(BRANDING);
    expect(calls).toEqual([
      expect.objectContaining({ method: 'GET', url: publicBrandingRoute.url, authorization: null }),
    ]);
  });

  it('falls back to the built-in branding on a failure or an answer off the contract (spec 3)', async () => {
    mockApi(on(publicBrandingRoute, () => apiError(503, 'Unavailable.')));
    await expect(getPublicBranding()).resolves.toEqual(FALLBACK_PUBLIC_BRANDING);
    // Deliberately off the contract: the parser must refuse it and fall back.
    mockApi(on(publicBrandingRoute, () => malformed({ ...BRANDING, logo: 42 })));
    await expect(getPublicBranding()).resolves.toEqual(FALLBACK_PUBLIC_BRANDING);
  });
});
