import {
  type CertificateBody,
  createCertificateRoute,
  deleteCertificateRoute,
  listCertificatesRoute,
} from '@dl/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

const certificatesQuery = (fidId: string) =>
  queryOptions({
    queryKey: ['certificates', fidId],
    queryFn: () => apiRequest(listCertificatesRoute, { params: { fidId } }),
  });

export function useCertificates(fidId: string) {
  return useQuery(certificatesQuery(fidId));
}

export function useAddCertificate(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CertificateBody) => apiRequest(createCertificateRoute, { params: { fidId }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['certificates', fidId] }),
  });
}

export function useDeleteCertificate(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (certificateId: string) => apiRequest(deleteCertificateRoute, { params: { fidId, certificateId } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['certificates', fidId] }),
  });
}
