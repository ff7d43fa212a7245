import { useQuery } from "@tanstack/react-query";
import type { TStatementFormat, TStatementSummary } from "@vaultline/shared";
import { api, fetchFileUrl } from "../../../lib/api-client.ts";

export const statementsKey = ["statements"] as const;

/** The months that have a statement, newest first. */
export const useStatements = () =>
  useQuery({
    queryKey: statementsKey,
    queryFn: async () => (await api<TStatementSummary[]>("/user/statements")).data,
  });

/** Downloads one month's statement with the bearer token (a plain link would not carry it). */
export async function downloadStatement(month: string, format: TStatementFormat): Promise<void> {
  const { objectUrl } = await fetchFileUrl(`/api/user/statements/${encodeURIComponent(month)}/${format}`);
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = `vaultline-statement-${month}.${format}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}
