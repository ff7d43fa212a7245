import { describe, expect, it } from "vitest";
import { acceptRisk, countRows, planIdByName } from "../../../test/factories/deposits.ts";
import { call, createTestApp, createTestUser, type TestUser } from "../../../test/helpers.ts";

const sandbox = await createTestApp({ paymentGateway: "sandbox" });
const none = await createTestApp({ paymentGateway: "none" });

function pay(app: typeof sandbox, user: TestUser, body: Record<string, unknown>) {
  return call(app, { method: "PATCH", url: "/api/user/makeCardPayment", payload: body, headers: user.auth });
}

const card = (cardNumber: string) => ({
  cardName: "Ada Lovelace",
  cardNumber,
  expiryDate: "12/39",
  cvv: "123",
  amount: "250",
});

describe("card deposits with the sandbox gateway", () => {
  it("approves 4242…: a pending card deposit; only name, brand, last 4 and expiry are stored", async () => {
    const u = await createTestUser(sandbox);
    await acceptRisk(sandbox, u);
    const planId = await planIdByName(sandbox, "Standard");
    const res = await pay(sandbox, u, { ...card("4242 4242 4242 4242"), planId });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ method: "card", status: "pending", card: { brand: "VISA", last4: "4242" } });
    const me = await call(sandbox, { method: "GET", url: "/api/user", headers: u.auth });
    expect(me.body.data.cardDetails).toEqual({
      cardName: "Ada Lovelace",
      brand: "VISA",
      last4: "4242",
      expiryDate: "12/39",
    });
    const dump = JSON.stringify(
      (
        (await sandbox.db.execute("SELECT * FROM users, deposits WHERE users.id = deposits.user_id")) as unknown as {
          rows: unknown[];
        }
      ).rows,
    );
    expect(dump).not.toContain("4242424242424242");
    expect(dump).not.toContain('"123"');
  });

  it.each([
    ["the decline card", card("4000 0000 0000 0002"), 402, "Your card was declined. No charge was made."],
    ["a number failing Luhn", card("4242 4242 4242 4241"), 400, "Card number is not valid"],
    ["an expired card", { ...card("4242424242424242"), expiryDate: "01/20" }, 400, "This card has expired"],
    ["a 4-digit CVV", { ...card("4242424242424242"), cvv: "1234" }, 400, "CVV must be 3 digits"],
    [
      "an amount out of range",
      { ...card("4242424242424242"), amount: "10" },
      400,
      "Amount must be between $200.00 and $499.00 for this plan",
    ],
  ])("refuses %s and stores nothing", async (_label, body, status, message) => {
    const u = await createTestUser(sandbox);
    await acceptRisk(sandbox, u);
    const planId = await planIdByName(sandbox, "Standard");
    const before = await countRows(sandbox, "deposits");
    const res = await pay(sandbox, u, { ...body, planId });
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
    expect(await countRows(sandbox, "deposits")).toBe(before);
    const me = await call(sandbox, { method: "GET", url: "/api/user", headers: u.auth });
    expect(me.body.data.cardDetails).toBeNull();
  });

  it("answers 401 without a token", async () => {
    expect((await call(sandbox, { method: "PATCH", url: "/api/user/makeCardPayment", payload: {} })).status).toBe(401);
  });
});

describe("card deposits with no gateway", () => {
  it("says 503 'not available' before anything is checked, and stores nothing", async () => {
    const u = await createTestUser(none);
    await acceptRisk(none, u);
    const planId = await planIdByName(none, "Standard");
    const options = await call(none, { method: "GET", url: "/api/user/deposit-options", headers: u.auth });
    expect(options.body.data.card).toEqual({ gateway: "none", isAvailable: false });
    for (const body of [{ ...card("4242424242424242"), planId }, {}]) {
      const res = await pay(none, u, body);
      expect(res.status).toBe(503);
      expect(res.body.error).toBe("Card payments are not available. No charge was made.");
    }
    expect(await countRows(none, "deposits")).toBe(0);
  });
});
