import { fetchFileUrl } from "../../../../lib/api-client.ts";

/** Downloads the CSV with the bearer token (a plain link would not carry it). */
export async function downloadSubscribersCsv(): Promise<void> {
  const { objectUrl } = await fetchFileUrl("/api/admin/subscribers.csv");
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = `subscribers-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}
