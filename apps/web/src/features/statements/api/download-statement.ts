import type { TStatementFormat } from "@vaultline/shared";
import { fetchFileUrl } from "../../../lib/api-client.ts";

/** Downloads one month's statement with the bearer token (a plain link would not carry it). */
export async function downloadStatement(month: string, format: TStatementFormat): Promise<void> {
  const { objectUrl } = await fetchFileUrl(`/api/user/statements/${encodeURIComponent(month)}/${format}`);
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = `vaultline-statement-${month}.${format}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}
