import {
  buildPath,
  createTermsRoute,
  deleteTermsRoute,
  errorBodySchema,
  reviseTermsRoute,
  type TermsBody,
  termsSchema,
} from '@dl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { capTableKey } from '#web/features/captable-core/index.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { bearerFetch } from './download.ts';
import type { CapParams } from './setup-api.ts';

/** A refused save of terms with each problem under its field (the answer's `errors`, or 'field: message'). */
export class TermsProblems extends ApiError {
  readonly fields: Record<string, string>;
  constructor(status: number, detail: string | null, code: string | null, fields: Record<string, string>) {
    super(status, detail, code);
    this.fields = fields;
  }
}

const FIELD_DETAIL = /^([A-Za-z_][\w-]*(?:\.[\w-]+)*): (.+)$/;
const answerSchema = z.object({ data: termsSchema });

/**
 * Creates (POST) or revises (PUT, a new version) terms. Read here rather than by the JSON client
 * because a refusal lists every problem of the body with its field, and the form shows each one there.
 */
async function saveTerms(params: CapParams, termsId: string | null, body: TermsBody) {
  const route = termsId ? reviseTermsRoute : createTermsRoute;
  const path = buildPath(route.url, termsId ? { ...params, termsId } : params);
  const response = await bearerFetch(path, {
    method: route.method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = answerSchema.safeParse(json);
    if (!parsed.success) throw new ApiError(response.status, null, 'INVALID_RESPONSE');
    return parsed.data.data;
  }
  const error = errorBodySchema.partial().safeParse(json);
  const detail = error.success ? (error.data.detail ?? null) : null;
  const fields: Record<string, string> = { ...(error.success ? error.data.errors : {}) };
  const named = detail ? FIELD_DETAIL.exec(detail) : null;
  if (named?.[1] && named[2] && Object.keys(fields).length === 0) fields[named[1]] = named[2];
  throw new TermsProblems(response.status, detail, error.success ? (error.data.code ?? null) : null, fields);
}

export function useSaveTerms(params: CapParams, termsId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TermsBody) => saveTerms(params, termsId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: capTableKey(params.fidId) }),
  });
}

export function useDeleteTerms(params: CapParams) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (termsId: string) => apiRequest(deleteTermsRoute, { params: { ...params, termsId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: capTableKey(params.fidId) }),
  });
}
