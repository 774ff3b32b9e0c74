import { z } from 'zod';

/** signing_session.submission: what the signer submitted, exactly what the seal uses. */
export const submissionSchema = z.object({
  mark: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('typed'), text: z.string() }),
    // A drawn mark is kept as a stored PNG, not inline in the row.
    z.object({ kind: z.literal('drawn'), file_id: z.string() }),
  ]),
  consent_version: z.string().nullable(),
  /** The statement printed on the certificate page (the consent text, or how the copy was given). */
  consent_text: z.string(),
  data_list: z.array(z.object({ name: z.string(), value: z.union([z.string(), z.boolean()]) })).default([]),
  /** Set when the file to seal is not the subject's document (an uploaded signed copy). */
  source_file_id: z.string().optional(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const evidenceSchema = z.object({
  name: z.string(),
  email: z.string(),
  ip: z.string(),
  user_agent: z.string(),
});
