import { describe, expect, it } from "vitest";
import { manualClock } from "../src/lib/clock.ts";
import { CARD, fund, pay } from "./factories/course-orders.ts";
import { acceptRisk, invest, planIdByName } from "./factories/deposits.ts";
import { mailsTo } from "./factories/email.ts";
import { call, createTestApp, createTestUser, fixtures, signInAgain, type TestUser } from "./helpers.ts";

// The money events whose e-mails carry the amount, the reference and the receipt's link.
const DAY_MS = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date("2026-06-01T12:00:00.000Z"));
const app = await createTestApp({ paymentGateway: "sandbox", publicUrl: "https://vaultline.example" }, { clock });

/** The one mail to `user` whose subject matches, with its text. */
async function mailAbout(user: TestUser, subject: string): Promise<string> {
  const mails = (await mailsTo(app, user.user.email)).filter((m) => m.includes(`Subject: ${subject}`));
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

function expectMoneyLines(mail: string, amount: string, reference: string, receiptPath: string) {
  expect(mail).toContain(`Amount: ${amount}`);
  expect(mail).toContain(`Reference: ${reference}`);
  expect(mail).toContain(`Receipt: https://vaultline.example${receiptPath}`);
}

describe("e-mails for money events", () => {
  it("a card charged for a deposit", async () => {
    const member = await createTestUser(app);
    await acceptRisk(app, member);
    const planId = await planIdByName(app, "Standard");
    const res = await call(app, {
      method: "PATCH",
      url: "/api/user/makeCardPayment",
      payload: { ...CARD, cardNumber: "4242 4242 4242 4242", expiryDate: "12/39", amount: "250", planId },
      headers: member.auth,
    });
    expect(res.status).toBe(201);
    const id = res.body.data.id;
    const mail = await mailAbout(member, "Your card was charged $250.00");
    expect(mail).toContain("VISA card ending 4242");
    expectMoneyLines(mail, "$250.00", id, `/receipts/deposit/${id}`);
  });

  it("a declined card sends nothing", async () => {
    const member = await createTestUser(app);
    await acceptRisk(app, member);
    const planId = await planIdByName(app, "Standard");
    const res = await call(app, {
      method: "PATCH",
      url: "/api/user/makeCardPayment",
      payload: { ...CARD, cardNumber: "4000 0000 0000 0002", expiryDate: "12/39", amount: "250", planId },
      headers: member.auth,
    });
    expect(res.status).toBe(402);
    expect(await mailsTo(app, member.user.email)).toHaveLength(0);
  });

  it("a course bought by card, from the wallet, and with crypto once an admin accepts it", async () => {
    const byCard = await createTestUser(app);
    const card = await pay(app, byCard, {
      course: "fullPay",
      method: "card",
      amount: "1500",
      cardNumber: "4242 4242 4242 4242",
      ...CARD,
    });
    expect(card.status).toBe(201);
    const cardMail = await mailAbout(byCard, "You bought the PREMIUM course");
    expect(cardMail).toContain("card ending 4242 was charged");
    expectMoneyLines(cardMail, "$1,500.00", card.body.data.id, `/receipts/course-payment/${card.body.data.id}`);

    const byWallet = await createTestUser(app);
    await fund(app, byWallet, 300_00);
    const wallet = await pay(app, byWallet, { course: "monthly", method: "wallet", amount: "250" });
    expect(wallet.status).toBe(201);
    const walletMail = await mailAbout(byWallet, "You bought the STANDARD course");
    expect(walletMail).toContain("taken from your wallet");
    expectMoneyLines(walletMail, "$250.00", wallet.body.data.id, `/receipts/course-payment/${wallet.body.data.id}`);

    const byCrypto = await createTestUser(app);
    const crypto = await pay(
      app,
      byCrypto,
      { course: "monthly", method: "crypto", amount: "250" },
      { content: fixtures.png() },
    );
    expect(crypto.status).toBe(201);
    // Nothing is bought while the payment waits for an admin.
    expect((await mailsTo(app, byCrypto.user.email)).filter((m) => m.includes("You bought"))).toHaveLength(0);
    const admin = await createTestUser(app, { isAdmin: true });
    const accepted = await call(app, {
      method: "POST",
      url: `/api/admin/course-payments/${crypto.body.data.id}/accept`,
      headers: admin.auth,
    });
    expect(accepted.status).toBe(200);
    const cryptoMail = await mailAbout(byCrypto, "You bought the STANDARD course");
    expectMoneyLines(cryptoMail, "$250.00", crypto.body.data.id, `/receipts/course-payment/${crypto.body.data.id}`);
  });

  it("a position moved to the wallet, with the amount credited", async () => {
    let admin = await createTestUser(app, { isAdmin: true });
    let member = await createTestUser(app);
    await acceptRisk(app, member);
    const planId = await planIdByName(app, "Standard");
    const created = await invest(app, member, { planId, amount: "400", currency: "BTC" });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const approved = await call(app, {
      method: "POST",
      url: `/api/admin/users/approveInvestment/${id}`,
      payload: {},
      headers: admin.auth,
    });
    expect(approved.status).toBe(200);
    clock.advance(31 * DAY_MS);
    member = await signInAgain(app, member);
    admin = await signInAgain(app, admin);
    const moved = await call(app, {
      method: "POST",
      url: `/api/user/deposits/${id}/move`,
      headers: member.auth,
      payload: { all: true },
    });
    expect(moved.status).toBe(200);
    const credited = Math.round(moved.body.data.credited * 100);
    const amount = `$${(credited / 100).toFixed(2)}`;
    const mail = await mailAbout(member, `${amount} moved to your wallet`);
    expect(mail).toContain("units of Standard were moved to your wallet");
    expectMoneyLines(mail, amount, id, `/receipts/deposit/${id}`);
  });
});
