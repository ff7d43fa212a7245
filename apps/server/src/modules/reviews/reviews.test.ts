import { MESSAGES, REVIEW_MESSAGES } from "@vaultline/shared";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { courseSlugs } from "../../../test/factories/course.ts";
import { decide, makeEligible, REVIEW_TEXT, sendReview } from "../../../test/factories/reviews.ts";
import { testRows } from "../../../test/factories/rows.ts";
import { call, createTestApp, createTestUser, fixtures, type TestUser } from "../../../test/helpers.ts";
import { files, memberReviews, users } from "../../db/schema.ts";

const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });

const countReviews = async () =>
  Number((await app.db.select({ n: sql<number>`count(*)::int` }).from(memberReviews))[0]?.n);
const countFiles = async () => Number((await app.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]?.n);
async function countStored(): Promise<number> {
  let n = 0;
  for await (const _ of app.storage.list()) n += 1;
  return n;
}

async function eligibleMember(): Promise<TestUser> {
  const member = await createTestUser(app);
  await makeEligible(app, member);
  return member;
}

const mine = async (member: TestUser) =>
  (await call(app, { method: "GET", url: "/api/reviews/mine", headers: member.auth })).body.data;

describe("who may write a review", () => {
  it("refuses a member with nothing to review, with the reason, and stores nothing", async () => {
    const member = await createTestUser(app);
    // A deposit that never bought anything does not count.
    await testRows.deposit(app.db, member.user.id, { status: "pending" });
    await testRows.deposit(app.db, member.user.id, { status: "denied" });
    const before = await countReviews();
    const res = await sendReview(app, member);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("Reviews are written by members who have invested or completed a lesson");
    expect(await countReviews()).toBe(before);
    expect(await mine(member)).toEqual({
      isEligible: false,
      notEligibleReason: REVIEW_MESSAGES.notEligible,
      review: null,
    });
  });

  it("lets a member who completed a lesson write one, pending", async () => {
    const member = await createTestUser(app);
    const { preview } = await courseSlugs(app);
    const done = await call(app, {
      method: "POST",
      url: `/api/course/lessons/${preview}/complete`,
      headers: member.auth,
    });
    expect(done.status).toBe(200);
    expect((await mine(member)).isEligible).toBe(true);
    const res = await sendReview(app, member, { stars: "5", text: `  ${REVIEW_TEXT}  ` });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ stars: 5, text: REVIEW_TEXT, status: "pending", rejectReason: null });
  });

  it("lets a member whose deposit was invested (or since moved to the wallet) write one", async () => {
    const member = await createTestUser(app);
    await testRows.deposit(app.db, member.user.id, { status: "withdrawn" });
    expect((await sendReview(app, member)).status).toBe(201);
  });

  it("refuses admins (403) and visitors (401)", async () => {
    await makeEligible(app, admin);
    const asAdmin = await sendReview(app, admin);
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.error).toBe(REVIEW_MESSAGES.adminsDoNotWrite);
    expect((await sendReview(app, null)).status).toBe(401);
    expect((await call(app, { method: "GET", url: "/api/reviews/mine" })).status).toBe(401);
    expect((await sendReview(app, null, undefined, undefined, "PUT")).status).toBe(401);
  });

  it("allows one review per member: a second is a 409 and changes nothing", async () => {
    const member = await eligibleMember();
    expect((await sendReview(app, member)).status).toBe(201);
    const again = await sendReview(app, member, { stars: "1", text: "A second opinion, written later on." });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(REVIEW_MESSAGES.alreadyWritten);
    const rows = await app.db.select().from(memberReviews).where(eq(memberReviews.userId, member.user.id));
    expect(rows.map((r) => [r.stars, r.text])).toEqual([[4, REVIEW_TEXT]]);
  });

  it("keeps one of two racing first reviews, and no image of the refused one", async () => {
    const member = await eligibleMember();
    const [filesBefore, storedBefore] = [await countFiles(), await countStored()] as const;
    const results = await Promise.all(
      ["First", "Second"].map((word) =>
        sendReview(app, member, { stars: "4", text: `${word}: ${REVIEW_TEXT}` }, { content: fixtures.png() }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.error).toBe(REVIEW_MESSAGES.alreadyWritten);
    expect([await countFiles(), await countStored()]).toEqual([filesBefore + 1, storedBefore + 1]);
  });
});

const writer = await eligibleMember();

describe("what a review may hold", () => {
  it.each([
    [{ stars: "0", text: REVIEW_TEXT }, "Choose from 1 to 5 stars"],
    [{ stars: "6", text: REVIEW_TEXT }, "Choose from 1 to 5 stars"],
    [{ stars: "3.5", text: REVIEW_TEXT }, "Choose from 1 to 5 stars"],
    [{ stars: "five", text: REVIEW_TEXT }, "Choose from 1 to 5 stars"],
    [{ text: REVIEW_TEXT }, "Choose from 1 to 5 stars"],
    [{ stars: "3", text: `   ${"x".repeat(19)}   ` }, "Write at least 20 characters"],
    [{ stars: "3" }, "Write at least 20 characters"],
    [{ stars: "3", text: "y".repeat(2001) }, "Keep your review to 2,000 characters or fewer"],
  ])("refuses %o with a clear 400 and stores nothing", async (fields, message) => {
    const before = await countReviews();
    const res = await sendReview(app, writer, fields as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await countReviews()).toBe(before);
  });

  it.each([
    ["a text file named .png", fixtures.text()],
    ["a PDF", fixtures.pdf()],
  ])("refuses %s as the image with 'File Not Supported' and stores nothing", async (_name, content) => {
    const before = [await countReviews(), await countFiles()];
    const res = await sendReview(app, writer, { stars: "3", text: REVIEW_TEXT }, { content });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.fileNotSupported);
    expect([await countReviews(), await countFiles()]).toEqual(before);
  });

  it("keeps a text of exactly 2,000 characters", async () => {
    const other = await eligibleMember();
    const res = await sendReview(app, other, { stars: "2", text: "z".repeat(2000) });
    expect(res.status).toBe(201);
  });

  it("stores the image re-encoded without metadata, private to the member and admins until published", async () => {
    const author = await eligibleMember();
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3a6" } })
      .jpeg()
      .withExif({ IFD0: { Artist: "Someone Private" } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await sendReview(app, author, { stars: "5", text: REVIEW_TEXT }, { content: photo, filename: "a.jpg" });
    expect(res.status).toBe(201);
    const url = res.body.data.imageUrl as string;
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
    const other = await createTestUser(app);
    expect((await app.inject({ method: "GET", url, headers: other.auth })).statusCode).toBe(404);
    const own = await app.inject({ method: "GET", url, headers: author.auth });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/webp");
    const stored = await sharp(own.rawPayload).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(["webp", 40, 30, undefined]);
    expect((await app.inject({ method: "GET", url, headers: admin.auth })).statusCode).toBe(200);
  });
});

describe("a member's own review", () => {
  it("can be changed while pending and after a rejection, back to pending; not once published", async () => {
    const member = await eligibleMember();
    const first = await sendReview(app, member, { stars: "2", text: REVIEW_TEXT }, { content: fixtures.png() });
    const oldImage = first.body.data.imageUrl as string;

    const edited = await sendReview(
      app,
      member,
      { stars: "3", text: "Changed my mind a little after the second month." },
      { content: fixtures.png() },
      "PUT",
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ stars: 3, status: "pending" });
    // The replaced image is gone, row and bytes.
    expect(edited.body.data.imageUrl).not.toBe(oldImage);
    expect((await app.inject({ method: "GET", url: oldImage, headers: admin.auth })).statusCode).toBe(404);

    const [row] = await app.db.select().from(memberReviews).where(eq(memberReviews.userId, member.user.id));
    if (!row) throw new Error("no review");
    expect(row.version).toBe(2);
    expect((await decide(app, admin, row.id, { version: 2, reason: "off_topic" }, "reject")).status).toBe(200);
    expect((await mine(member)).review).toMatchObject({ status: "rejected", rejectReason: "off_topic" });

    const resent = await sendReview(
      app,
      member,
      { stars: "3", text: "About the plans this time: clear fees.", removeImage: "true" },
      undefined,
      "PUT",
    );
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ status: "pending", rejectReason: null, decidedAt: null, imageUrl: null });

    expect((await decide(app, admin, row.id, { version: 3 }, "publish")).status).toBe(200);
    const late = await sendReview(
      app,
      member,
      { stars: "1", text: "Trying to change it afterwards." },
      undefined,
      "PUT",
    );
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(REVIEW_MESSAGES.publishedIsFinal);
    expect((await mine(member)).review).toMatchObject({ status: "published", stars: 3 });
  });

  it("cannot be changed before it is written (404)", async () => {
    const member = await eligibleMember();
    const res = await sendReview(app, member, undefined, undefined, "PUT");
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(REVIEW_MESSAGES.noReview);
  });
});

describe("the public list", () => {
  it("shows published reviews only, signed 'Ana K.' with the month the member joined, and counts rejections by reason", async () => {
    const before = (await call(app, { method: "GET", url: "/api/reviews" })).body.data;
    const ana = await eligibleMember();
    await app.db
      .update(users)
      .set({ firstName: "Ana", lastName: "kowalska", createdAt: new Date("2025-03-14T10:00:00Z") })
      .where(eq(users.id, ana.user.id));
    const published = (await sendReview(app, ana, { stars: "1", text: "Slow support and I lost money: not for me." }))
      .body.data;
    const pending = (await sendReview(app, await eligibleMember())).body.data;
    const rejected = (await sendReview(app, await eligibleMember())).body.data;

    expect((await decide(app, admin, published.id, { version: 1 }, "publish")).status).toBe(200);
    expect((await decide(app, admin, rejected.id, { version: 1, reason: "abuse" }, "reject")).status).toBe(200);

    // Seen at once: a decision clears the public cache.
    const res = await call(app, { method: "GET", url: "/api/reviews" });
    expect(res.status).toBe(200);
    const ids = res.body.data.reviews.map((r: { id: string }) => r.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(rejected.id);
    const shown = res.body.data.reviews.find((r: { id: string }) => r.id === published.id);
    expect(shown).toMatchObject({ stars: 1, author: "Ana K.", memberSince: "2025-03", imageUrl: null });
    expect(JSON.stringify(res.body)).not.toContain("kowalska");
    expect(res.body.data.total).toBe(before.total + 1);
    expect(res.body.data.rejected).toEqual({ ...before.rejected, abuse: before.rejected.abuse + 1 });
  });

  it("shows at once that a rejected review was sent again; a pending review's change leaves the page as it is", async () => {
    const rejectedBy = await eligibleMember();
    await sendReview(app, rejectedBy);
    const waiting = await eligibleMember();
    await sendReview(app, waiting);
    const [rejected] = await app.db.select().from(memberReviews).where(eq(memberReviews.userId, rejectedBy.user.id));
    if (!rejected) throw new Error("no review");
    expect((await decide(app, admin, rejected.id, { version: 1, reason: "off_topic" }, "reject")).status).toBe(200);
    const before = (await call(app, { method: "GET", url: "/api/reviews" })).body.data;

    const edit = { stars: "3", text: "Rewritten to be about the plans themselves." };
    expect((await sendReview(app, waiting, edit, undefined, "PUT")).status).toBe(200);
    expect(app.publicCache.fresh("reviews")).toBeDefined();

    expect((await sendReview(app, rejectedBy, edit, undefined, "PUT")).status).toBe(200);
    const after = (await call(app, { method: "GET", url: "/api/reviews" })).body.data;
    expect(after.rejected).toEqual({ ...before.rejected, off_topic: before.rejected.off_topic - 1 });
  });

  it("answers a page past the end with an empty list, and refuses a page that is not a number", async () => {
    const far = await call(app, { method: "GET", url: "/api/reviews?page=500" });
    expect(far.status).toBe(200);
    expect(far.body.data.reviews).toEqual([]);
    expect((await call(app, { method: "GET", url: "/api/reviews?page=x" })).status).toBe(400);
  });
});
