import { z } from 'zod';
import { API_PREFIX, defineRoute } from './route.ts';
import { errorSchema } from './common.ts';
import { tearsheetSchema } from './tearsheet.ts';

/**
 * Spec 2 "Public routes" read without a token (ADR 0033). The tearsheet a visitor reads is the same
 * one-page summary as the signed-in one, of an opportunity of the host's tenant whose issuer marked
 * it public while it is Published; anything else is one 404 with the same words.
 */
export const PUBLIC_TEARSHEET_NOT_FOUND =
  'This tearsheet is not available. The link may be wrong, or it is not public.';

export const publicTearsheetRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/public/tearsheets/:id`,
  schema: {
    params: z.object({ id: z.uuid() }),
    response: { 200: tearsheetSchema, 404: errorSchema, 429: errorSchema },
  },
});

/** Whom a person without an invitation asks for one (/onboard/{fidId} without a code). */
export const fiduciaryContactSchema = z.object({
  name: z.string(),
  /** The fiduciary's help address (settings, else the platform's). */
  email: z.string(),
});
export type FiduciaryContact = z.infer<typeof fiduciaryContactSchema>;

export const publicFiduciaryContactRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/public/fiduciaries/:fidId/contact`,
  schema: {
    params: z.object({ fidId: z.uuid() }),
    response: { 200: fiduciaryContactSchema, 404: errorSchema },
  },
});

/** Where anyone reads an opportunity's tearsheet (spec 2 public routes). */
export const publicTearsheetPath = (opportunityId: string) => `/digital-roadshow/pages/tearsheet/${opportunityId}`;
