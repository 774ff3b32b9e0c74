// @vitest-environment node
import { publicBrandingRoute, publicBrandingSchema } from '@dl/contracts';
import { describe, expect, it } from 'vitest';
import { errorResponse, FID_ID, jsonResponse, mockFetch } from '../../../test/factories.ts';
import { expectSameAsSchema } from '../../../test/wire-cases.ts';
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
};

describe('public branding without zod', () => {
  it('reads the answer as publicBrandingSchema does', () => {
    expectSameAsSchema(parsePublicBranding, publicBrandingSchema, [BRANDING, FALLBACK_PUBLIC_BRANDING]);
  });

  it("calls publicBrandingRoute's address, without a token", async () => {
    expect(PUBLIC_BRANDING_ENDPOINT).toEqual({ method: publicBrandingRoute.method, url: publicBrandingRoute.url });
    const calls = mockFetch(() => jsonResponse({ ...BRANDING, unexpected: true }));
    await expect(getPublicBranding()).resolves.toEqual(BRANDING);
    expect(calls).toEqual([
      expect.objectContaining({ method: 'GET', url: publicBrandingRoute.url, authorization: null }),
    ]);
  });

  it('falls back to the built-in branding on a failure or an answer off the contract (spec 3)', async () => {
    mockFetch(() => errorResponse(503, 'Unavailable.'));
    await expect(getPublicBranding()).resolves.toEqual(FALLBACK_PUBLIC_BRANDING);
    mockFetch(() => jsonResponse({ ...BRANDING, logo: 42 }));
    await expect(getPublicBranding()).resolves.toEqual(FALLBACK_PUBLIC_BRANDING);
  });
});
