import { RISK_DISCLOSURE_VERSION } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { acceptRisk } from "../factories/deposits.ts";
import { call, createTestUser } from "../helpers.ts";
import { avatarPng, createSketchApp, sendForm } from "./sketch-client.ts";

const { app } = await createSketchApp();

describe("the sketch's client keeps working: its payments: the course, deposits, cards and withdrawals", () => {
  it("pays for the course with {amount, email, avatar}: the amount names the course, the proof means crypto", async () => {
    const member = await createTestUser(app);
    const paid = await sendForm(app, member, "/api/education", { amount: "250", email: member.user.email }, [
      avatarPng(),
    ]);
    expect(paid.status).toBe(201);
    expect(paid.body.status).toBe(200);
    expect(paid.body.data).toMatchObject({ course: "monthly", method: "crypto", status: "pending", amount: 250 });

    const other = await createTestUser(app);
    const refused = await sendForm(app, other, "/api/education", { amount: "300", email: other.user.email }, [
      avatarPng(),
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("Unknown course: choose monthly ($250) or fullPay ($1500)");
  });

  it("deposits with {planId, amount, email, avatar} once the risk disclosure is accepted (a refusal we document)", async () => {
    const member = await createTestUser(app);
    const plans = (await call(app, { method: "GET", url: "/api/admin/investmentPlans" })).body.data;
    const plan = plans.find((p: { name: string }) => p.name === "Standard");
    const send = () =>
      sendForm(app, member, "/api/user/invest", { planId: plan._id, amount: "250", email: member.user.email }, [
        avatarPng(),
      ]);
    const first = await send();
    expect(first.status).toBe(400);
    expect(first.body.error).toMatch(/risk/i);
    await call(app, {
      method: "POST",
      url: "/api/user/risk-acceptance",
      headers: member.auth,
      payload: { version: RISK_DISCLOSURE_VERSION },
    });
    const deposited = await send();
    expect(deposited.status).toBe(201);
    expect(deposited.body.status).toBe(200);
    expect(deposited.body.data).toMatchObject({ status: "pending", amount: 250, currency: null });
  });

  it("pays by card at PATCH /user/makeCardPayment: the card alone is refused, we need the plan and amount (documented)", async () => {
    const member = await createTestUser(app);
    await acceptRisk(app, member);
    const paid = await call(app, {
      method: "PATCH",
      url: "/api/user/makeCardPayment",
      headers: member.auth,
      payload: { cardName: "Ada Lovelace", cardNumber: "4242424242424242", expiryDate: "12/39", cvv: "123" },
    });
    expect(paid.status).toBe(400);
    expect(paid.body.details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(["planId"]));
  });

  it("withdraws at /withdraw: {amount} alone is refused, we need the coin and the address (a refusal we document)", async () => {
    const member = await createTestUser(app, { isVerified: true });
    const refused = await call(app, {
      method: "POST",
      url: "/api/withdraw",
      headers: member.auth,
      payload: { amount: 50 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details.map((d: { field: string }) => d.field)).toContain("address");
  });
});
