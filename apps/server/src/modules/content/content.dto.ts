import type { TSubscriber } from "@vaultline/shared";
import type { subscribers } from "../../db/schema.ts";

export const toSubscriber = (r: typeof subscribers.$inferSelect): TSubscriber => ({
  id: r.id,
  email: r.email,
  createdAt: r.createdAt.toISOString(),
});
