import type { TReview, TSubscriber } from "@vaultline/shared";
import type { reviews, subscribers } from "../../db/schema.ts";
import { fileUrl } from "../files/index.ts";

export const toSubscriber = (r: typeof subscribers.$inferSelect): TSubscriber => ({
  _id: r.id,
  email: r.email,
  createdAt: r.createdAt.toISOString(),
});

export const toReview = (r: typeof reviews.$inferSelect): TReview => ({
  _id: r.id,
  imageUrl: fileUrl(r.fileId) ?? "",
  caption: r.caption,
  createdAt: r.createdAt.toISOString(),
});
