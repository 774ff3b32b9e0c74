import { securityTermsSchema } from '@dl/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_ISSUERS, DEMO_OPPORTUNITIES, DEMO_SECURITY_TERMS } from './demo-values.ts';

describe('demo values', () => {
  it('gives every opportunity structure security terms that match their type number', () => {
    for (const [, , , type] of DEMO_OPPORTUNITIES) {
      expect(securityTermsSchema.safeParse(DEMO_SECURITY_TERMS[type]).success).toBe(true);
    }
  });

  it('gives every issuer a sector and an industry for the opportunity facts', () => {
    for (const issuer of DEMO_ISSUERS) {
      expect(issuer.sector).not.toBe('');
      expect(issuer.industry).not.toBe('');
    }
  });
});
