import { isAfterRef, required } from '@dl/domain';
import { z } from 'zod';
import { errorSchema, fidParamsSchema } from './common.ts';
import { moneySchema } from './opportunities.ts';
import { API_PREFIX, defineRoute } from './route.ts';
import { withRules } from './validation.ts';

/**
 * My certificates (ADR 0022): certificates the investor uploads (a PDF with kind, issuer and dates)
 * and, read only, the share certificates of executed positions.
 */
export const CERTIFICATE_KINDS = ['ACCREDITATION', 'QUALIFIED_PURCHASER', 'TAX_RESIDENCY', 'OTHER'] as const;

const isoDate = (field: string) =>
  withRules(z.string(), field, [required]).pipe(z.iso.date(`${field} should be a date`));

export const certificateBodySchema = z
  .object({
    kind: z.enum(CERTIFICATE_KINDS),
    issuer_name: withRules(z.string().trim(), 'Issuer', [required]).pipe(
      z.string().max(200, 'should be at most 200 characters'),
    ),
    issued_on: isoDate('Issued On'),
    expires_on: z.iso.date('Expires On should be a date').nullable().default(null),
    entity_id: z.uuid().nullable().default(null),
    /** The uploaded PDF (POST static-assets?group=document). */
    file_id: z.uuid('File is required'),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!body.expires_on) return;
    const problem = isAfterRef(body.issued_on, 'Issued On')(body.expires_on, 'Expires On');
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['expires_on'] });
  });
export type CertificateBody = z.input<typeof certificateBodySchema>;

export const certificateSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CERTIFICATE_KINDS),
  issuer_name: z.string(),
  issued_on: z.string(),
  expires_on: z.string().nullable(),
  is_expired: z.boolean(),
  entity: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  file: z.object({ id: z.uuid(), name: z.string(), url: z.string() }),
  created_on: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** A share certificate: an executed position, read only, linking to the position. */
export const shareCertificateSchema = z.object({
  investment_id: z.uuid(),
  opportunity_name: z.string(),
  entity_name: z.string(),
  amount: moneySchema,
  executed_on: z.string().nullable(),
});
export type ShareCertificate = z.infer<typeof shareCertificateSchema>;

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const listCertificatesRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/investors/certificates`,
  schema: {
    params: fidParamsSchema,
    response: {
      200: z.object({
        count: z.number().int(),
        results: z.array(certificateSchema),
        share_certificates: z.array(shareCertificateSchema),
      }),
      ...errors,
    },
  },
});

export const createCertificateRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/fid/:fidId/investors/certificates`,
  schema: { params: fidParamsSchema, body: certificateBodySchema, response: { 201: certificateSchema, ...errors } },
});

export const deleteCertificateRoute = defineRoute({
  method: 'DELETE',
  url: `${API_PREFIX}/fid/:fidId/investors/certificates/:certificateId`,
  schema: {
    params: fidParamsSchema.extend({ certificateId: z.uuid() }),
    response: { 204: z.null(), ...errors },
  },
});
