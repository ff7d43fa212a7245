import type { TSavedAddress } from "@vaultline/shared";
import type { withdrawalAddresses } from "../../db/schema.ts";

type AddressRow = typeof withdrawalAddresses.$inferSelect;

export function toDto(row: AddressRow, now: Date): TSavedAddress {
  return {
    id: row.id,
    network: row.coin,
    address: row.address,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    usableFrom: row.usableFrom.toISOString(),
    isUsable: row.usableFrom.getTime() <= now.getTime(),
  };
}
