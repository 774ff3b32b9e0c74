import { PORTALS, type Portal } from '@dl/domain';

/** How each portal (spec 1) names itself in the shell. */
export const PORTAL_META: Record<Portal, { label: string; tagline: string }> = {
  [PORTALS.INVESTOR]: {
    label: 'Investor Portal',
    tagline: 'Discover opportunities, sign documents and follow your portfolio.',
  },
  [PORTALS.ISSUER]: {
    label: 'Issuer Portal',
    tagline: 'Manage your opportunities, company details, documents and cap table.',
  },
  [PORTALS.FID_ADMIN]: {
    label: 'Fund Administration',
    tagline: 'Manage investors, KYC, opportunity approval, deal execution and communications.',
  },
  [PORTALS.PROVIDER]: {
    label: 'Platform Administration',
    tagline: 'Run the platform: tenants, branding, users and system notifications.',
  },
  [PORTALS.CAPTABLE]: {
    label: 'Cap Table',
    tagline: 'Manage shares, warrants, convertibles, options, vesting and financing rounds.',
  },
};
