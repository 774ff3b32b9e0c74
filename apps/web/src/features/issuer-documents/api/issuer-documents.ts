import {
  buildPath,
  type CompanyDocumentsQuery,
  deleteIssuerDocumentRoute,
  getIssuerDocumentVersionFileRoute,
  type IssuerDocument,
  type IssuerDocumentClass,
  issuerDocumentCategoriesRoute,
  issuerDocumentSchema,
  listCompanyDocumentsRoute,
  listIssuerDocumentsRoute,
  listIssuerDocumentVersionsRoute,
  putSignatureAreaRoute,
  type SignatureArea,
  uploadIssuerDocumentRoute,
  uploadIssuerDocumentVersionRoute,
} from '@dl/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uploadMultipart } from '#web/components/inputs/file-upload/index.ts';
import { config } from '#web/config/env.ts';
import { apiRequest, renewAccessToken } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { getSession } from '#web/lib/session-store.ts';

/** Every answer of this feature is kept under this key; a change reloads them all. */
const ISSUER_DOCUMENTS_KEY = ['issuer-documents'] as const;
const panelKey = (fidId: string, id: string) => [...ISSUER_DOCUMENTS_KEY, fidId, 'opportunity', id] as const;

export function useIssuerDocuments(fidId: string, opportunityId: string) {
  return useQuery({
    queryKey: panelKey(fidId, opportunityId),
    queryFn: ({ signal }) =>
      apiRequest(listIssuerDocumentsRoute, { params: { fidId, id: opportunityId }, query: {}, signal }),
    enabled: Boolean(fidId),
    // A template being read is looked at again until the job has read it.
    refetchInterval: (query) =>
      [query.state.data?.nda, query.state.data?.subscription].some((d) => d?.digitization_status === 'CREATED')
        ? 2000
        : false,
  });
}

export function useCompanyDocuments(fidId: string, query: CompanyDocumentsQuery) {
  return useQuery({
    queryKey: [...ISSUER_DOCUMENTS_KEY, fidId, 'company', query],
    queryFn: ({ signal }) => apiRequest(listCompanyDocumentsRoute, { params: { fidId }, query, signal }),
    enabled: Boolean(fidId),
    placeholderData: keepPreviousData,
  });
}

export function useDocumentVersions(fidId: string, opportunityId: string, docId: string | null) {
  return useQuery({
    queryKey: [...ISSUER_DOCUMENTS_KEY, fidId, 'versions', docId],
    queryFn: ({ signal }) =>
      apiRequest(listIssuerDocumentVersionsRoute, {
        params: { fidId, id: opportunityId, docId: docId as string },
        signal,
      }),
    enabled: Boolean(fidId && docId),
  });
}

/** Names used at the next level by the company's other documents (spec 5 category suggestions). */
export async function loadCategorySuggestions(fidId: string, opportunityId: string, path: string[]) {
  const answer = await apiRequest(issuerDocumentCategoriesRoute, {
    params: { fidId, id: opportunityId },
    query: { path },
  });
  return answer.results;
}

export interface UploadDocumentInput {
  docClass: IssuerDocumentClass;
  file: File;
  name?: string;
  description?: string;
  category?: string[];
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function readDocument(body: unknown): IssuerDocument {
  const parsed = issuerDocumentSchema.safeParse((body as { data?: unknown } | null)?.data);
  if (!parsed.success) throw new ApiError(200, null, 'INVALID_RESPONSE');
  return parsed.data;
}

/** A new document (or the template's new version): fields first, then the file, with progress. */
export async function uploadIssuerDocument(fidId: string, opportunityId: string, input: UploadDocumentInput) {
  const fields: Array<[string, string]> = [['doc_class', input.docClass]];
  if (input.name) fields.push(['name', input.name]);
  if (input.description) fields.push(['description', input.description]);
  for (const level of input.category ?? []) fields.push(['category', level]);
  const path = buildPath(uploadIssuerDocumentRoute.url, { fidId, id: opportunityId });
  return readDocument(await uploadMultipart(path, { ...input, fields }));
}

/** A document's new file; the old one is kept as an earlier version. */
export async function uploadDocumentVersion(
  fidId: string,
  opportunityId: string,
  docId: string,
  input: Pick<UploadDocumentInput, 'file' | 'onProgress' | 'signal'>,
) {
  const path = buildPath(uploadIssuerDocumentVersionRoute.url, { fidId, id: opportunityId, docId });
  return readDocument(await uploadMultipart(path, input));
}

/** One version's bytes (bearer token; one refresh and retry on a 401), for its preview or download. */
export async function readVersionFile(fidId: string, opportunityId: string, docId: string, versionId: string) {
  const url = `${config.apiOrigin}${buildPath(getIssuerDocumentVersionFileRoute.url, { fidId, id: opportunityId, docId, versionId })}`;
  const send = (token: string | null) => fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const used = getSession()?.access ?? null;
  let response = await send(used);
  if (response.status === 401) response = await send(await renewAccessToken(used));
  if (!response.ok) throw new ApiError(response.status, null, null);
  return response.blob();
}

export function useInvalidateDocuments() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ISSUER_DOCUMENTS_KEY });
}

export function useDeleteDocument(fidId: string, opportunityId: string) {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (docId: string) =>
      apiRequest(deleteIssuerDocumentRoute, { params: { fidId, id: opportunityId, docId } }),
    onSuccess: invalidate,
  });
}

export function usePlaceSignatureArea(fidId: string, opportunityId: string) {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: ({ docId, area }: { docId: string; area: SignatureArea }) =>
      apiRequest(putSignatureAreaRoute, { params: { fidId, id: opportunityId, docId }, body: area }),
    onSuccess: invalidate,
  });
}
