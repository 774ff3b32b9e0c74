import type { HostBrandingBody } from '@dl/contracts';
import { PORTALS, parseHex } from '@dl/domain';
import { accessibleShade, brandPalette } from '#web/lib/brand-theme.ts';
import type { BrandingValues } from './branding-form.ts';

/** What the live preview draws: the login page and the app bar of the investor portal. */
export interface PreviewModel {
  appTitle: string;
  /** Shown beside the title when the tenant shows its name. */
  accountName: string | null;
  /** Before login: the public document's logo (as the login page reads it). */
  loginLogo: string | null;
  /** After login: the tenant's logo, else the public one (as the app bar reads it). */
  appBarLogo: string | null;
  smallLogo: string | null;
  colors: BrandingValues['branding']['colors'];
  /** The shade of primary the app fills buttons and draws links with (brand-theme: AA against white). */
  primaryShade: string;
  crowdsmart: BrandingValues['branding']['crowdsmart_colors'];
  poweredByText: string;
  helpAddress: string;
}

/** What the app's theme makes of a primary colour; the colour itself while it is not a hex value yet. */
export function appPrimaryShade(hex: string): string {
  if (!parseHex(hex)) return hex;
  const palette = brandPalette(hex);
  return palette[accessibleShade(palette)];
}

const filled = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The values being edited as the app would show them (features/branding: the public document before
 * login, the account branding after), with a host's override over the tenant when one is edited.
 */
export function previewModel(values: BrandingValues, host?: HostBrandingBody | null): PreviewModel {
  const pub = values.public_branding;
  const portal = PORTALS.INVESTOR;
  const loginLogo = filled(host?.logo) ?? filled(pub.logo);
  return {
    appTitle: filled(host?.appTitles?.[portal]) ?? filled(pub.appTitles[portal]) ?? 'Digital Locker',
    accountName: values.branding.show_name ? values.name : null,
    loginLogo,
    appBarLogo: filled(values.branding.logo_url) ?? loginLogo,
    smallLogo: filled(values.branding.logo_small_url),
    colors: values.branding.colors,
    primaryShade: appPrimaryShade(values.branding.colors.primary),
    crowdsmart: values.branding.crowdsmart_colors,
    poweredByText: filled(host?.drOptions?.poweredByText) ?? pub.drOptions.poweredByText,
    helpAddress: filled(host?.help_address) ?? filled(values.settings.help_address) ?? filled(pub.help_address) ?? '',
  };
}
