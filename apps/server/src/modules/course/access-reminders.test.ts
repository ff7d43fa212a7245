import { describe, expect, it } from "vitest";
import { givePayment } from "../../../test/factories/course.ts";
import { createTestApp, createTestUser, readOutbox } from "../../../test/helpers.ts";
import { manualClock } from "../../lib/clock.ts";
import { sendAccessReminders } from "./access-reminders.ts";

describe("the reminder 7 days before STANDARD access ends", () => {
  it("is sent once per end date, again after a renewal, and never to a PREMIUM owner", async () => {
    const clock = manualClock(new Date("2026-03-20T08:00:00Z"));
    const app = await createTestApp({}, { clock });
    const member = await createTestUser(app);
    await givePayment(app, member, {
      course: "monthly",
      status: "accepted",
      decidedAt: new Date("2026-01-01T10:00:00Z"),
    });
    const owner = await createTestUser(app);
    await givePayment(app, owner, {
      course: "monthly",
      status: "accepted",
      decidedAt: new Date("2026-01-01T10:00:00Z"),
    });
    await givePayment(app, owner, {
      course: "fullPay",
      status: "accepted",
      decidedAt: new Date("2026-02-01T10:00:00Z"),
    });
    const mailsTo = async (email: string) => (await readOutbox(app)).filter((m) => m.includes(`To: ${email}`));

    // Access ends on April 1: 12 days away, too early.
    expect(await sendAccessReminders(app.db, app.jobs, clock.now())).toBe(0);
    clock.set(new Date("2026-03-25T10:00:01Z"));
    expect(await sendAccessReminders(app.db, app.jobs, clock.now())).toBe(1);
    expect(await sendAccessReminders(app.db, app.jobs, clock.now())).toBe(0);
    const [mail] = await mailsTo(member.user.email);
    expect(mail).toContain("Your course access ends in 7 days");
    expect(mail).toContain("April 1, 2026");
    expect(await mailsTo(owner.user.email)).toHaveLength(0);

    // Renewed before the end: 3 more months from April 1, and a new reminder in late June.
    await givePayment(app, member, {
      course: "monthly",
      status: "accepted",
      decidedAt: new Date("2026-03-28T09:00:00Z"),
    });
    clock.set(new Date("2026-06-20T10:00:00Z"));
    expect(await sendAccessReminders(app.db, app.jobs, clock.now())).toBe(0);
    clock.set(new Date("2026-06-25T10:00:01Z"));
    expect(await sendAccessReminders(app.db, app.jobs, clock.now())).toBe(1);
    const mails = await mailsTo(member.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain("July 1, 2026");
    // After the end, nothing more.
    clock.set(new Date("2026-07-02T00:00:00Z"));
    expect(await sendAccessReminders(app.db, app.jobs, clock.now())).toBe(0);
  });
});
