import { CURSOR_MESSAGES } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { deposits } from "../src/db/schema.ts";
import { call, createTestApp, createTestUser } from "./helpers.ts";

// A member's long lists come newest first, a page at a time, whatever their length
// (docs/adr/0011-keyset-pagination.md).
const app = await createTestApp();
const member = await createTestUser(app);
const other = await createTestUser(app);

// 120 deposits, several sharing a timestamp, so the order must break ties by id.
const base = Date.parse("2026-01-01T00:00:00Z");
await app.db.insert(deposits).values(
  Array.from({ length: 120 }, (_, i) => ({
    userId: member.user.id,
    planId: null,
    planName: "Silver",
    planRoiBp: 1000,
    amountCents: (i + 1) * 100,
    method: "crypto" as const,
    createdAt: new Date(base + Math.floor(i / 3) * 60_000),
  })),
);
await app.db.insert(deposits).values({
  userId: other.user.id,
  planId: null,
  planName: "Gold",
  planRoiBp: 1000,
  amountCents: 999_00,
  method: "crypto",
});

const list = (query: string, user = member) =>
  call(app, { method: "GET", url: `/api/user/deposits${query}`, headers: user.auth });

describe("a member's deposits, a page at a time", () => {
  it("walks 120 deposits in pages of 50, 50 and 20, newest first, each once, with only their own", async () => {
    const seen: { id: string; date: string }[] = [];
    let query = "";
    const sizes: number[] = [];
    for (;;) {
      const page = await list(query);
      expect(page.status).toBe(200);
      expect(Array.isArray(page.body.data)).toBe(true);
      sizes.push(page.body.data.length);
      seen.push(...page.body.data);
      if (!page.body.meta.nextCursor) break;
      query = `?cursor=${encodeURIComponent(page.body.meta.nextCursor)}`;
    }
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(seen.map((d) => d.id)).size).toBe(120);
    const dates = seen.map((d) => Date.parse(d.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(seen.every((d) => (d as { planName?: string }).planName === "Silver")).toBe(true);
  });

  it("takes a smaller limit, refuses more than 100 and a cursor it did not make", async () => {
    const small = await list("?limit=7");
    expect(small.body.data).toHaveLength(7);
    expect(small.body.meta).toMatchObject({ limit: 7, nextCursor: expect.any(String) });
    expect((await list("?limit=101")).status).toBe(400);
    const forged = await list(`?cursor=${Buffer.from("yesterday|1").toString("base64url")}`);
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe(CURSOR_MESSAGES.unknown);
  });

  it("keeps the withdrawals and course payments lists in the same shape", async () => {
    for (const url of ["/api/user/withdrawals", "/api/user/course-payments"]) {
      const res = await call(app, { method: "GET", url, headers: member.auth });
      expect(res.status, url).toBe(200);
      expect(res.body.data, url).toEqual([]);
      expect(res.body.meta, url).toEqual({ limit: 50, nextCursor: null });
    }
  });
});
