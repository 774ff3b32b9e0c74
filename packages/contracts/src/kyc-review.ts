import { ONBOARDING_ENTITY_TYPES } from '@dl/domain';
import { z } from 'zod';
import { errorSchema, fidParamsSchema, listQuerySchema, listResponseSchema } from './common.ts';
import { formResponseRecordSchema, formTemplateSchema } from './forms.ts';
import { invitationSchema } from './invitations.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/*
 * The KYC review queue (issue 15 point 4, `kyc.read_answers`): submitted KYC forms (invitation
 * 4 Form), oldest first, and one submission with the template at the version it was answered
 * against. Decisions go through `POST fid-admin/invitations/:id/kyc-decision`.
 */

const base = `${API_PREFIX}/fid/:fidId/fid-admin/kyc`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const kycQueueItemSchema = z.object({
  invitation_id: z.uuid(),
  entity_id: z.uuid().nullable(),
  name: z.string(),
  email: z.string(),
  entity_type: z.enum(ONBOARDING_ENTITY_TYPES),
  form_id: z.string(),
  /** When the form was submitted (the invitation moved to 4 Form). */
  submitted_on: z.string(),
});
export type KycQueueItem = z.infer<typeof kycQueueItemSchema>;

export const listKycQueueRoute = defineRoute({
  method: 'GET',
  url: base,
  schema: {
    params: fidParamsSchema,
    querystring: listQuerySchema.omit({ ordering: true }),
    response: { 200: listResponseSchema(kycQueueItemSchema), ...errors },
  },
});

export const kycSubmissionSchema = z.object({
  invitation: invitationSchema,
  name: z.string(),
  /** The template at the version the answers were given against. */
  template: formTemplateSchema,
  /** The answers, sensitive ones masked; null when the person has no saved answers. */
  response: formResponseRecordSchema.nullable(),
});
export type KycSubmission = z.infer<typeof kycSubmissionSchema>;

export const getKycSubmissionRoute = defineRoute({
  method: 'GET',
  url: `${base}/:invitationId`,
  schema: {
    params: fidParamsSchema.extend({ invitationId: z.uuid() }),
    response: { 200: z.object({ data: kycSubmissionSchema }), ...errors },
  },
});
