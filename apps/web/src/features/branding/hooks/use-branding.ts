import { type Branding, DEFAULT_APP_TITLE, mergeBranding, PORTALS, type Portal } from '@dl/domain';
import { useSession } from '#web/lib/session-store.ts';
import { useAccountBranding } from './use-account-branding.ts';
import { usePublicBranding } from './use-public-branding.ts';

interface FooterLinks {
  contact: string;
  privacy_policy: string;
  terms: string;
}

export interface BrandingView {
  appTitle: string;
  logoUrl: string | null;
  /** Tenant name to show beside the logo, when the tenant wants it shown. */
  accountName: string | null;
  colors: Branding['colors'];
  links: FooterLinks;
  poweredByText: string;
  helpAddress: string;
}

/**
 * Branding as the UI needs it: public branding of the host before login, plus the account branding of
 * the current fiduciary after login (spec 3 "Branding": defaults are merged under what the server sends).
 */
export function useBranding(portal: Portal | null): BrandingView {
  const { claims } = useSession();
  const fidId = claims?.current_fiduciary_id ?? null;
  const publicBranding = usePublicBranding();
  const activeAccount = useAccountBranding(fidId);
  const key = portal ?? PORTALS.INVESTOR;
  // Before login (or before the account's answer) the host's tenant colours draw the page.
  const branding = mergeBranding(activeAccount?.branding ?? { colors: publicBranding.colors ?? undefined });
  return {
    appTitle: publicBranding.appTitles[key] ?? DEFAULT_APP_TITLE,
    logoUrl: branding.logo_url ?? publicBranding.logo,
    accountName: activeAccount && branding.show_name ? activeAccount.name : null,
    colors: branding.colors,
    links: footerLinks(publicBranding.links, key, publicBranding.help_address),
    poweredByText: publicBranding.drOptions.poweredByText,
    helpAddress: publicBranding.help_address,
  };
}

function footerLinks(links: Record<string, FooterLinks>, portal: Portal, helpAddress: string): FooterLinks {
  const found = links[portal] ?? links[PORTALS.INVESTOR] ?? Object.values(links)[0];
  return found ?? { contact: `mailto:${helpAddress}`, privacy_policy: '', terms: '' };
}
