import { z } from 'zod';
import { API_PREFIX, defineRoute } from './route.ts';
import { detailSchema, errorSchema, fidParamsSchema } from './common.ts';
import { moneySchema, opportunityParamsSchema } from './opportunities.ts';

const text = z.string().nullable();

/** The one-page public summary of an opportunity (spec 2 tearsheet). */
export const tearsheetSchema = z.object({
  opp_id: z.uuid(),
  name: z.string(),
  short_desc: z.string(),
  issuer: z.object({
    name: z.string(),
    market: text,
    stage: text,
    sector: text,
    headquarters: text,
    logo: text,
  }),
  size: moneySchema,
  minimum: moneySchema,
  start_date: text,
  end_date: text,
  highlights: z.array(z.string()),
});
export type Tearsheet = z.infer<typeof tearsheetSchema>;

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const tearsheetRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/opportunities/:id/tearsheet`,
  schema: { params: opportunityParamsSchema, response: { 200: tearsheetSchema, ...errors } },
});

/**
 * Whom to share an opportunity with. Nothing the caller writes reaches the e-mail: its text is the
 * platform's (SECURITY.md, invitations); the person gives their own names when they register.
 */
export const tearsheetInviteBodySchema = z.object({
  email: z.email('Email is invalid.').max(254),
  opportunity_id: z.uuid(),
});

/** Known and unknown e-mails get the same answer: the call must not reveal who has an account. */
export const TEARSHEET_INVITE_SENT = 'If the address can receive it, an invitation has been sent.';

export const tearsheetInviteRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/fid/:fidId/tearsheet/invite-user/signup`,
  schema: {
    params: fidParamsSchema,
    body: tearsheetInviteBodySchema,
    response: { 202: detailSchema, ...errors },
  },
});
