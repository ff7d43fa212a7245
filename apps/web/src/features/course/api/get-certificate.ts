import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TCertificate } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const getCertificate = async (id: string) =>
  (await api<TCertificate>(`/certificates/${encodeURIComponent(id)}`)).data;

export const certificateOptions = (id: string) =>
  queryOptions({ queryKey: ["certificate", id], queryFn: () => getCertificate(id), retry: false });

export const useCertificate = (id: string) => useQuery(certificateOptions(id));
