import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { acceptRisk, invest, planIdByName } from "../../../test/factories/deposits.ts";
import { call, createTestApp, createTestUser } from "../../../test/helpers.ts";
import { writeAudit } from "../decisions/index.ts";

// The audit log names who and what each entry is about, so the admin screen can say it in words.
const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });
const member = await createTestUser(app);
const silver = await planIdByName(app, "Silver");

const audit = (query: string) => call(app, { method: "GET", url: `/api/admin/audit?${query}`, headers: admin.auth });

describe("GET /api/admin/audit: each entry's target", () => {
  it("names a deposit's member, amount and plan, and the admin by name", async () => {
    await acceptRisk(app, member);
    const deposit = (await invest(app, member, { planId: silver, amount: "1000", currency: "BTC" })).body.data;
    const approved = await call(app, {
      method: "POST",
      url: `/api/admin/users/approveInvestment/${deposit.id}`,
      payload: { status: true },
      headers: admin.auth,
    });
    expect(approved.status).toBe(200);
    const [entry] = (await audit(`targetId=${deposit.id}`)).body.data.entries;
    expect(entry).toMatchObject({
      action: "deposit.approve",
      admin: { id: admin.user.id, name: `Test ${admin.user.lastName}` },
      target: {
        person: { id: member.user.id, name: `Test ${member.user.lastName}`, username: member.user.username },
        amount: 1000,
        name: "Silver",
        isFound: true,
      },
    });
  });

  it("names the member of a wallet adjustment, and says when a target is gone", async () => {
    const adjusted = await call(app, {
      method: "POST",
      url: "/api/admin/users/balance",
      payload: { userId: member.user.id, amount: 12.5, reason: "goodwill" },
      headers: admin.auth,
    });
    expect(adjusted.status).toBe(200);
    const [adjust] = (await audit("action=wallet.adjust")).body.data.entries;
    expect(adjust.target).toMatchObject({ person: { id: member.user.id }, amount: null, isFound: true });

    const gone = randomUUID();
    await writeAudit(app.db, {
      adminId: admin.user.id,
      action: "course.lesson.delete",
      targetType: "course_lesson",
      targetId: gone,
    });
    await writeAudit(app.db, {
      adminId: null,
      action: "course.module.reorder",
      targetType: "course",
      targetId: "modules",
    });
    const [lesson] = (await audit(`targetId=${gone}`)).body.data.entries;
    expect(lesson.target).toEqual({ person: null, amount: null, name: null, isFound: false });
    const [reorder] = (await audit("targetId=modules")).body.data.entries;
    expect(reorder).toMatchObject({ admin: null, target: { isFound: false } });
  });
});
