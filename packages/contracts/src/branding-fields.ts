import { isHttpUrl, MESSAGES, PORTALS, type Portal } from '@dl/domain';
import { z } from 'zod';
import { UPLOADED_IMAGE_PATH, URL_MAX } from './common.ts';

/**
 * The fields of a tenant's branding with spec 5's messages (issue 18 point 3): colours as #RRGGBB,
 * links http(s) or mailto only, logos an uploaded branding image or an http(s) address, e-mail
 * addresses, titles of at most 60 characters. Blank links and addresses mean "the default".
 */

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const isLink = (value: string) => isHttpUrl(value) || /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i.test(value);
export const blankToNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());

export const color = (label: string) =>
  z.string().trim().regex(HEX_COLOR, `${label} is invalid. Use #RRGGBB, such as #009F46.`);

/** An http(s) or mailto link; empty means "the platform's default". */
export const link = (label: string) =>
  z
    .string()
    .max(URL_MAX, MESSAGES.max(URL_MAX))
    .nullable()
    .transform(blankToNull)
    .refine((v) => v === null || isLink(v), MESSAGES.url(label));

/** A logo: an uploaded branding image, or an http(s) address. */
export const imageUrl = (label: string) =>
  z
    .string()
    .max(URL_MAX, MESSAGES.max(URL_MAX))
    .nullable()
    .transform(blankToNull)
    .refine((v) => v === null || isHttpUrl(v) || UPLOADED_IMAGE_PATH.test(v), MESSAGES.url(label));

export const email = (label: string) =>
  z
    .string()
    .max(254, MESSAGES.max(254))
    .nullable()
    .transform(blankToNull)
    .refine((v) => v === null || z.email().safeParse(v).success, MESSAGES.email(label));

export const TITLE_MAX = 60;
export const title = (label: string) =>
  z.string().trim().min(1, MESSAGES.required(label)).max(TITLE_MAX, MESSAGES.max(TITLE_MAX));
export const poweredBy = z.string().trim().max(120, MESSAGES.max(120));

/** The app title of each portal (spec 9: 'Digital Locker' by default), with the label the forms show. */
export const PORTAL_LABELS: Record<Portal, string> = {
  [PORTALS.INVESTOR]: 'Investor portal',
  [PORTALS.ISSUER]: 'Issuer portal',
  [PORTALS.FID_ADMIN]: 'Fund admin portal',
  [PORTALS.PROVIDER]: 'Provider admin portal',
  [PORTALS.CAPTABLE]: 'Cap table',
};
const portals = Object.values(PORTALS);
export const perPortal = <T extends z.ZodType>(make: (label: string) => T) =>
  z.object(Object.fromEntries(portals.map((p) => [p, make(`${PORTAL_LABELS[p]} title`)])) as Record<Portal, T>);

/** Spec 3 "Branding settings": contact, privacy_policy and terms per portal, by field prefix. */
export const LINK_PREFIXES = ['issuer', 'digital_locker', 'tenant', 'admin'] as const;
export const LINK_KINDS = ['contact', 'privacy_policy', 'terms'] as const;
export type LinkField = `${(typeof LINK_PREFIXES)[number]}_${(typeof LINK_KINDS)[number]}`;
export const LINK_FIELDS = LINK_PREFIXES.flatMap((p) => LINK_KINDS.map((k) => `${p}_${k}` as LinkField));

const words = (key: string) =>
  key
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
/** "Digital Locker Privacy Policy" for digital_locker_privacy_policy. */
export const linkLabel = (field: LinkField) => words(field);

export const linkShape = Object.fromEntries(LINK_FIELDS.map((f) => [f, link(linkLabel(f))])) as Record<
  LinkField,
  ReturnType<typeof link>
>;
