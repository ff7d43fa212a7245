import { toDollars } from "@vaultline/shared";
import type { PublishedDay } from "./published-days.ts";

export const toDayDto = (d: PublishedDay) => ({
  day: d.day,
  rootHash: d.rootHash,
  total: toDollars(d.totalCents),
  totalCents: d.totalCents,
  memberCount: d.memberCount,
  ledgerPosition: d.ledgerPosition,
  ledgerHash: d.ledgerHash,
  builtAt: d.builtAt.toISOString(),
  assets: d.assets,
});
