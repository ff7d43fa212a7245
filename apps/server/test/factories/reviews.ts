import type { FastifyInstance } from "fastify";
import { call, multipart, type TestUser } from "../helpers.ts";
import { testRows } from "./rows.ts";

export const REVIEW_TEXT = "Clear statements and the course explained every fee to me.";

/** Gives the member something to review: a deposit that bought into a plan. */
export async function makeEligible(app: FastifyInstance, user: TestUser): Promise<void> {
  await testRows.deposit(app.db, user.user.id, { status: "accepted" });
}

type ReviewImage = { content: Buffer; filename?: string; type?: string };

/** The review form as the page sends it: multipart fields and an optional image. */
export function reviewForm(fields: Record<string, string>, image?: ReviewImage) {
  const files = image
    ? [{ field: "image", filename: image.filename ?? "review.png", content: image.content, type: image.type }]
    : [];
  return multipart(fields, files);
}

export function sendReview(
  app: FastifyInstance,
  user: TestUser | null,
  fields: Record<string, string> = { stars: "4", text: REVIEW_TEXT },
  image?: ReviewImage,
  method: "POST" | "PUT" = "POST",
) {
  const body = reviewForm(fields, image);
  return call(app, {
    method,
    url: method === "POST" ? "/api/reviews" : "/api/reviews/mine",
    payload: body.payload,
    headers: { ...(user?.auth ?? {}), ...body.headers },
  });
}

export function decide(
  app: FastifyInstance,
  admin: TestUser,
  reviewId: string,
  body: { version: number; reason?: string },
  action: "publish" | "reject",
) {
  return call(app, {
    method: "POST",
    url: `/api/admin/reviews/${reviewId}/${action}`,
    payload: body,
    headers: admin.auth,
  });
}
