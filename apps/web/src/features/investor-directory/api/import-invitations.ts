import {
  buildPath,
  type ImportRowError,
  importErrorSchema,
  importInvitationsRoute,
  invitationSchema,
} from '@dl/contracts';
import { z } from 'zod';
import { authorizedFetch, errorOf } from './authorized-fetch.ts';

const createdSchema = z.object({ count: z.number(), results: z.array(invitationSchema) });

export type ImportOutcome = { ok: true; count: number } | { ok: false; detail: string; rowErrors: ImportRowError[] };

/**
 * `POST fid-admin/invitations/import` (multipart, field `file`). A refused file answers its
 * per-row problems (nothing was imported); any other failure throws the server's error.
 */
export async function importInvitations(fidId: string, file: File): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await authorizedFetch(buildPath(importInvitationsRoute.url, { fidId }), {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: form,
  });
  if (response.status === 201) return { ok: true, count: createdSchema.parse(await response.json()).count };
  if (response.status === 400) {
    const refused = importErrorSchema.safeParse(
      await response
        .clone()
        .json()
        .catch(() => null),
    );
    if (refused.success) return { ok: false, detail: refused.data.detail, rowErrors: refused.data.row_errors ?? [] };
  }
  throw await errorOf(response);
}
