import { REVIEW_MESSAGES } from "@vaultline/shared";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { decide, makeEligible, REVIEW_TEXT, sendReview } from "../../../test/factories/reviews.ts";
import { call, createTestApp, createTestUser, fixtures, readOutbox, type TestUser } from "../../../test/helpers.ts";
import { auditLog, memberReviews } from "../../db/schema.ts";
import { manualClock } from "../../lib/clock.ts";

const clock = manualClock(new Date("2026-05-01T09:00:00Z"));
const app = await createTestApp({}, { clock });
const admin = await createTestUser(app, { isAdmin: true });
const member = await createTestUser(app);

/** A member's pending review, written `minutesLater` after the previous one. */
async function pendingReview(text = REVIEW_TEXT, image?: Buffer): Promise<{ id: string; writer: TestUser }> {
  clock.advance(60_000);
  const writer = await createTestUser(app);
  await makeEligible(app, writer);
  const res = await sendReview(app, writer, { stars: "2", text }, image ? { content: image } : undefined);
  expect(res.status).toBe(201);
  return { id: res.body.data.id, writer };
}

const auditOf = (id: string) =>
  app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, id))
    .orderBy(auditLog.createdAt)
    .then((rows) => rows.map((r) => ({ action: r.action, targetType: r.targetType, reason: r.reason })));

const statusOf = async (id: string) =>
  (await app.db.select().from(memberReviews).where(eq(memberReviews.id, id)))[0]?.status;

describe("admin-only review routes", () => {
  const id = "00000000-0000-4000-8000-000000000000";
  const routes = [
    { method: "GET" as const, url: "/api/admin/reviews" },
    { method: "GET" as const, url: "/api/admin/reviews/archive" },
    { method: "POST" as const, url: `/api/admin/reviews/${id}/publish`, payload: { version: 1 } },
    { method: "POST" as const, url: `/api/admin/reviews/${id}/reject`, payload: { version: 1, reason: "abuse" } },
  ];

  it.each(routes)("refuse $method $url to members (403) and visitors (401)", async (route) => {
    expect((await call(app, { ...route, headers: member.auth })).status).toBe(403);
    expect((await call(app, route)).status).toBe(401);
  });

  it("offer no way for an admin to write or delete a review", async () => {
    const { id: reviewId } = await pendingReview();
    const before = Number((await app.db.select({ n: sql<number>`count(*)::int` }).from(memberReviews))[0]?.n);
    const upload = await call(app, {
      method: "POST",
      url: "/api/admin/reviews",
      headers: { ...admin.auth, "content-type": "application/json" },
      payload: { stars: 5, text: REVIEW_TEXT, caption: "Paid out on time" },
    });
    expect(upload.status).toBe(404);
    const removal = await call(app, { method: "DELETE", url: `/api/admin/reviews/${reviewId}`, headers: admin.auth });
    expect(removal.status).toBe(404);
    expect(Number((await app.db.select({ n: sql<number>`count(*)::int` }).from(memberReviews))[0]?.n)).toBe(before);
    expect(await statusOf(reviewId)).toBe("pending");
  });
});

describe("the queue and the decisions", () => {
  it("lists the pending reviews oldest first, then the decided ones latest first", async () => {
    const first = await pendingReview();
    const second = await pendingReview();
    const third = await pendingReview();
    clock.advance(60_000);
    expect((await decide(app, admin, second.id, { version: 1 }, "publish")).status).toBe(200);
    clock.advance(60_000);
    expect((await decide(app, admin, first.id, { version: 1, reason: "abuse" }, "reject")).status).toBe(200);

    const queue = await call(app, { method: "GET", url: "/api/admin/reviews?status=pending", headers: admin.auth });
    const queued = queue.body.data.map((r: { id: string }) => r.id);
    expect(queued).toContain(third.id);
    expect(queued).not.toContain(first.id);
    expect(queued.indexOf(third.id)).toBe(queued.length - 1);
    const [oldest] = queue.body.data;
    expect(oldest.submittedAt <= queue.body.data.at(-1).submittedAt).toBe(true);

    const decided = await call(app, { method: "GET", url: "/api/admin/reviews?status=decided", headers: admin.auth });
    expect(decided.body.data.slice(0, 2).map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([
      [first.id, "rejected"],
      [second.id, "published"],
    ]);
    expect(decided.body.data[0]).toMatchObject({ rejectReason: "abuse", decidedBy: admin.user.username });
    expect(decided.body.meta.total).toBeGreaterThanOrEqual(2);
  });

  it("publishes a pending review: audited, the image made public, the member told by e-mail", async () => {
    const { id, writer } = await pendingReview(REVIEW_TEXT, fixtures.png());
    const res = await decide(app, admin, id, { version: 1 }, "publish");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(REVIEW_MESSAGES.published);
    expect(await auditOf(id)).toEqual([{ action: "review.publish", targetType: "member_review", reason: null }]);
    expect((await app.inject({ method: "GET", url: res.body.data.imageUrl })).statusCode).toBe(200);
    const mails = await readOutbox(app);
    expect(mails.some((m) => m.includes(writer.user.email) && m.includes("Your review is published"))).toBe(true);
    // Once published, it is not published again.
    const again = await decide(app, admin, id, { version: 1 }, "publish");
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(REVIEW_MESSAGES.onlyPendingPublished);
  });

  it("publishes once when two admins publish at the same time: the other is told it is decided", async () => {
    const { id } = await pendingReview();
    const other = await createTestUser(app, { isAdmin: true });
    const results = await Promise.all([admin, other].map((by) => decide(app, by, id, { version: 1 }, "publish")));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.error).toBe(REVIEW_MESSAGES.onlyPendingPublished);
    expect(await auditOf(id)).toEqual([{ action: "review.publish", targetType: "member_review", reason: null }]);
  });

  it.each([["negative"], ["other"], ["Abuse"], [""]])(
    "refuses to reject for %o: only abuse, personal data or off-topic",
    async (reason) => {
      const { id } = await pendingReview();
      const res = await decide(app, admin, id, { version: 1, reason }, "reject");
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(REVIEW_MESSAGES.reasonRequired);
      expect(await statusOf(id)).toBe("pending");
      expect(await auditOf(id)).toEqual([]);
    },
  );

  it("refuses a rejection without a reason", async () => {
    const { id } = await pendingReview();
    const res = await decide(app, admin, id, { version: 1 }, "reject");
    expect(res.status).toBe(400);
    expect(await statusOf(id)).toBe("pending");
  });

  it("takes a published review down only by rejecting it with a reason: audited, image private again", async () => {
    const { id } = await pendingReview(REVIEW_TEXT, fixtures.png());
    const published = await decide(app, admin, id, { version: 1 }, "publish");
    const res = await decide(app, admin, id, { version: 1, reason: "personal_data" }, "reject");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "rejected", rejectReason: "personal_data" });
    expect((await app.inject({ method: "GET", url: published.body.data.imageUrl })).statusCode).toBe(401);
    const list = await call(app, { method: "GET", url: "/api/reviews" });
    expect(list.body.data.reviews.map((r: { id: string }) => r.id)).not.toContain(id);
    expect(await auditOf(id)).toEqual([
      { action: "review.publish", targetType: "member_review", reason: null },
      { action: "review.reject", targetType: "member_review", reason: "Personal data" },
    ]);
    const twice = await decide(app, admin, id, { version: 1, reason: "abuse" }, "reject");
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(REVIEW_MESSAGES.alreadyRejected);
  });

  it("refuses a decision on a version the member has since changed, and on an unknown review", async () => {
    const { id, writer } = await pendingReview();
    const edited = await sendReview(
      app,
      writer,
      { stars: "1", text: "Edited after the admin opened it." },
      undefined,
      "PUT",
    );
    expect(edited.status).toBe(200);
    const stale = await decide(app, admin, id, { version: 1 }, "publish");
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(REVIEW_MESSAGES.changedSinceOpened);
    expect(await statusOf(id)).toBe("pending");
    const unknown = await decide(app, admin, "00000000-0000-4000-8000-000000000001", { version: 1 }, "publish");
    expect(unknown.status).toBe(404);
  });

  it("names the member in the audit log", async () => {
    const { id, writer } = await pendingReview();
    await decide(app, admin, id, { version: 1, reason: "off_topic" }, "reject");
    const log = await call(app, {
      method: "GET",
      url: `/api/admin/audit?targetId=${id}`,
      headers: admin.auth,
    });
    expect(log.status).toBe(200);
    const [entry] = log.body.data.entries;
    expect(entry).toMatchObject({ action: "review.reject", reason: "Off-topic" });
    expect(entry.target.person.username).toBe(writer.user.username);
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, "review.reject")));
    expect(rows).toHaveLength(1);
  });
});
