/** The terms of spec 3 as the investor's opportunity page shows them (shared with the issuer's screens). */
export { SECURITY_TYPE_NAMES, securityTermRows } from '#web/lib/security-term-labels.ts';
