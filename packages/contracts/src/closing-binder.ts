import { z } from 'zod';
import { errorSchema, fidParamsSchema } from './common.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/**
 * The closing binder of an executed investment (issue 15 point 10): one ZIP with the signed
 * documents, the KYC approval record, the payment events and the audit excerpt, plus `manifest.json`
 * (size and SHA-256 of every other file) and `manifest.json.p7s`, a detached CMS signature of the
 * manifest's exact bytes made with the platform certificate.
 */

/** Bumped when the layout of the binder or of its manifest changes. */
export const BINDER_FORMAT_VERSION = 1;
export const BINDER_FORMAT = 'closing-binder';
export const BINDER_MANIFEST_PATH = 'manifest.json';
export const BINDER_SIGNATURE_PATH = 'manifest.json.p7s';

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

export const binderManifestFileSchema = z.object({
  /** The entry's name in the ZIP (forward slashes, no leading slash). */
  path: z.string().min(1),
  size: z.number().int().nonnegative(),
  sha256: sha256Hex,
});
export type BinderManifestFile = z.infer<typeof binderManifestFileSchema>;

export const binderManifestSchema = z.object({
  format: z.literal(BINDER_FORMAT),
  format_version: z.number().int().positive(),
  investment_id: z.uuid(),
  generated_on: z.string(),
  generated_by: z.object({ user_id: z.uuid(), name: z.string(), email: z.string() }),
  /** SHA-256 of the DER certificate that signs the manifest (as printed on certificate pages). */
  certificate_sha256: sha256Hex,
  files: z.array(binderManifestFileSchema),
});
export type BinderManifest = z.infer<typeof binderManifestSchema>;

/** One file named by the manifest: what it promised and what the archive holds. */
export const binderFileCheckSchema = z.object({
  path: z.string(),
  expected_sha256: z.string(),
  /** null when the archive does not hold the file. */
  actual_sha256: z.string().nullable(),
  ok: z.boolean(),
});
export type BinderFileCheck = z.infer<typeof binderFileCheckSchema>;

/** The check of a binder: valid only when the signature holds and every file matches, none missing or extra. */
export const binderVerificationSchema = z.object({
  valid: z.boolean(),
  /** The investment the manifest names; null when there is no readable manifest. */
  investment_id: z.uuid().nullable(),
  signature: z.object({
    valid: z.boolean(),
    /** The common name of the certificate in the signature, when one is there. */
    signer_common_name: z.string().nullable(),
    signed_on: z.string().optional(),
    /** Why the signature does not hold (absent when it does). */
    problem: z.string().optional(),
  }),
  files: z.array(binderFileCheckSchema),
  /** Files the manifest names that the archive lacks (the manifest or its signature too). */
  missing: z.array(z.string()),
  /** Entries of the archive the manifest does not name. */
  unexpected: z.array(z.string()),
});
export type BinderVerification = z.infer<typeof binderVerificationSchema>;

const fidAdmin = `${API_PREFIX}/fid/:fidId/fid-admin`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * `binders.download`: the ZIP (`application/zip`, an attachment named `closing-binder-<id>.zip`),
 * streamed. 409 BINDER_NOT_READY unless the investment is DEAL_EXECUTED.
 */
export const downloadBinderRoute = defineRoute({
  method: 'GET',
  url: `${fidAdmin}/investments/:id/binder`,
  schema: {
    params: fidParamsSchema.extend({ id: z.uuid() }),
    response: { ...errors, 409: errorSchema },
  },
});

/**
 * `binders.download`: checks a binder sent as multipart (one `file` field, a ZIP judged by its
 * content, within the upload size limit) against the platform certificate; answers the report.
 */
export const verifyBinderRoute = defineRoute({
  method: 'POST',
  url: `${fidAdmin}/binders/verify`,
  schema: {
    params: fidParamsSchema,
    response: { 200: binderVerificationSchema, ...errors, 413: errorSchema },
  },
});
