import {
  buildPath,
  type Company,
  type CompanyBody,
  type CompanyImageKind,
  listCompaniesRoute,
  type UploadResult,
  updateCompanyRoute,
  uploadCompanyImageRoute,
} from '@dl/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uploadToPath } from '#web/components/inputs/file-upload/index.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every query of the issuer's company starts with this key. */
const companiesKey = (fidId: string) => ['issuer-company', fidId] as const;

/** GET fid/{fidId}/issuers/companies: the companies the caller is a member of (usually one). */
async function listCompanies(fidId: string): Promise<Company[]> {
  return (await apiRequest(listCompaniesRoute, { params: { fidId } })).results;
}

const companiesQuery = (fidId: string) =>
  queryOptions({ queryKey: [...companiesKey(fidId), 'list'], queryFn: () => listCompanies(fidId) });

export function useCompanies(fidId: string) {
  return useQuery({ ...companiesQuery(fidId), enabled: Boolean(fidId) });
}

/** PATCH the company's details; the list is read again with the answer in it. */
export function useUpdateCompany(fidId: string, issuerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CompanyBody) =>
      (await apiRequest(updateCompanyRoute, { params: { fidId, issuerId }, body })).data,
    onSuccess: (company) =>
      client.setQueryData(companiesQuery(fidId).queryKey, (list) =>
        list?.map((c) => (c.id === company.id ? company : c)),
      ),
  });
}

/** POST companies/{issuerId}/images?kind=: a PNG, JPEG or WebP judged by content; answers its public url. */
export function uploadCompanyImage(
  fidId: string,
  issuerId: string,
  kind: CompanyImageKind,
  file: File,
): Promise<UploadResult> {
  const path = buildPath(uploadCompanyImageRoute.url, { fidId, issuerId });
  return uploadToPath(`${path}?kind=${kind}`, { file });
}
