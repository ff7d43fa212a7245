import type { TPlanAsset } from "@vaultline/shared";

/**
 * The sum of the typed weights (a blank one counts as 0, as the shared schema reads it), or null
 * while one of them is not a whole number.
 */
export function weightsTotal(weights: Record<TPlanAsset, string>): number | null {
  let total = 0;
  for (const text of Object.values(weights)) {
    if (text.trim() === "") continue;
    if (!/^\s*\d{1,3}\s*$/.test(text)) return null;
    total += Number(text);
  }
  return total;
}
