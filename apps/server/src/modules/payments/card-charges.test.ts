import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pay } from "../../../test/factories/course-orders.ts";
import { createTestApp, createTestUser, runDueJobs } from "../../../test/helpers.ts";
import { cardCharges, coursePayments } from "../../db/schema.ts";
import { reconcileCardCharges } from "./card-charges.service.ts";

const app = await createTestApp({ paymentGateway: "sandbox" });
const CARD = { cardName: "Ada Lovelace", expiryDate: "12/39", cvv: "123" };
const courseByCard = (cardNumber: string) => ({
  course: "fullPay",
  method: "card",
  amount: "1500",
  cardNumber,
  ...CARD,
});

const chargesOf = (userId: string) => app.db.select().from(cardCharges).where(eq(cardCharges.userId, userId));

describe("card charges: an intent before the gateway, the record after it, a refund when the record fails", () => {
  it("records the intent of an approved charge and of a declined one", async () => {
    const user = await createTestUser(app);
    expect((await pay(app, user, courseByCard("4000 0000 0000 0002"))).status).toBe(402);
    expect((await chargesOf(user.user.id)).map((c) => c.status)).toEqual(["declined"]);
    expect((await pay(app, user, courseByCard("4242 4242 4242 4242"))).status).toBe(201);
    const charges = await chargesOf(user.user.id);
    expect(charges.map((c) => c.status).sort()).toEqual(["declined", "recorded"]);
    expect(charges.find((c) => c.status === "recorded")).toMatchObject({ cardLast4: "4242", amountCents: 1500_00 });
  });

  it("two simultaneous card payments for the course: one is granted, the other is refused or refunded", async () => {
    const user = await createTestUser(app);
    const answers = await Promise.all([
      pay(app, user, courseByCard("4242 4242 4242 4242")),
      pay(app, user, courseByCard("4242 4242 4242 4242")),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const granted = await app.db.select().from(coursePayments).where(eq(coursePayments.userId, user.user.id));
    expect(granted).toHaveLength(1);
    const charges = await chargesOf(user.user.id);
    // Both may have been charged; the one without a course payment must not keep the money.
    const unrecorded = charges.filter((c) => c.status !== "recorded");
    expect(charges.filter((c) => c.status === "recorded")).toHaveLength(1);
    expect(unrecorded.every((c) => c.status === "refund_pending" || c.status === "declined")).toBe(true);
    await runDueJobs(app);
    const after = await chargesOf(user.user.id);
    expect(after.filter((c) => c.status === "refund_pending")).toHaveLength(0);
  });

  it("refunds a charge left pending by a crash once it is stale, and leaves fresh ones alone", async () => {
    const user = await createTestUser(app);
    const [stale] = await app.db
      .insert(cardCharges)
      .values({
        userId: user.user.id,
        purpose: "deposit",
        amountCents: 500_00,
        updatedAt: new Date(Date.now() - 3_600_000),
      })
      .returning();
    const [fresh] = await app.db
      .insert(cardCharges)
      .values({ userId: user.user.id, purpose: "deposit", amountCents: 500_00 })
      .returning();
    const cutoff = new Date(Date.now() - 10 * 60_000);
    expect(await reconcileCardCharges(app.db, app.jobs, cutoff)).toBe(1);
    await runDueJobs(app);
    const byId = new Map((await chargesOf(user.user.id)).map((c) => [c.id, c.status]));
    expect(byId.get(stale?.id ?? "")).toBe("refunded");
    expect(byId.get(fresh?.id ?? "")).toBe("pending");
  });
});
