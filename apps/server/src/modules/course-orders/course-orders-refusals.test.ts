import { describe, expect, it } from "vitest";
import { CARD, fund, pay, snapshot } from "../../../test/factories/course-orders.ts";
import { walletOf } from "../../../test/factories/deposits.ts";
import { call, createTestApp, createTestUser, fixtures, multipart } from "../../../test/helpers.ts";

const app = await createTestApp({ paymentGateway: "sandbox" });
const noCardApp = await createTestApp({ paymentGateway: "none" });

describe("POST /api/education: refusals store and charge nothing", () => {
  const refusals: [string, Record<string, string>, Buffer | undefined, number, string | RegExp][] = [
    [
      "an unknown course",
      { course: "yearly", method: "crypto", amount: "250" },
      fixtures.png(),
      400,
      "Unknown course: choose monthly ($250) or fullPay ($1500)",
    ],
    [
      "an amount below the price",
      { course: "monthly", method: "crypto", amount: "1" },
      fixtures.png(),
      400,
      "The amount must be the course price ($250.00)",
    ],
    [
      "the monthly price for the full course",
      { course: "fullPay", method: "crypto", amount: "250" },
      fixtures.png(),
      400,
      /\$1,500\.00/,
    ],
    [
      "an amount that is not a number",
      { course: "monthly", method: "crypto", amount: "abc" },
      fixtures.png(),
      400,
      /course price/,
    ],
    [
      "an unknown method",
      { course: "monthly", method: "paypal", amount: "250" },
      fixtures.png(),
      400,
      "Choose crypto, card or wallet balance",
    ],
    [
      "a text file as proof",
      { course: "monthly", method: "crypto", amount: "250" },
      fixtures.text(),
      400,
      "File Not Supported",
    ],
    [
      "a missing proof",
      { course: "monthly", method: "crypto", amount: "250" },
      undefined,
      400,
      "Upload your proof of payment",
    ],
    [
      "an invalid e-mail",
      { course: "monthly", method: "crypto", amount: "250", email: "nope" },
      fixtures.png(),
      400,
      "Please input a valid email",
    ],
    [
      "a declined sandbox card",
      { course: "monthly", method: "card", amount: "250", cardNumber: "4000 0000 0000 0002", ...CARD },
      undefined,
      402,
      "Your card was declined. No charge was made.",
    ],
    [
      "a card number failing the Luhn check",
      { course: "monthly", method: "card", amount: "250", cardNumber: "4242 4242 4242 4241", ...CARD },
      undefined,
      400,
      "Card number is not valid",
    ],
    [
      "a card without a CVV",
      {
        course: "monthly",
        method: "card",
        amount: "250",
        cardNumber: "4242424242424242",
        cardName: "A B",
        expiryDate: "12/30",
      },
      undefined,
      400,
      /CVV/,
    ],
  ];

  it.each(refusals)("refuses %s", async (_name, fields, file, status, error) => {
    const user = await createTestUser(app);
    await fund(app, user, 5000_00);
    const before = await snapshot(app);
    const res = await pay(app, user, fields, file ? { content: file } : undefined);
    expect(res.status).toBe(status);
    if (typeof error === "string") expect(res.body.error).toBe(error);
    else expect(res.body.error).toMatch(error);
    expect(await snapshot(app)).toEqual(before);
    expect(await walletOf(app, user)).toBe(5000);
  });

  it("refuses a file over 10 MiB with 413", async () => {
    const user = await createTestUser(app);
    const before = await snapshot(app);
    const res = await pay(
      app,
      user,
      { course: "monthly", method: "crypto", amount: "250" },
      { content: fixtures.oversized() },
    );
    expect(res.status).toBe(413);
    expect(await snapshot(app)).toEqual(before);
  });

  it("refuses a short wallet balance with a clear 400 and debits nothing", async () => {
    const user = await createTestUser(app);
    await fund(app, user, 249_99);
    const before = await snapshot(app);
    const res = await pay(app, user, { course: "monthly", method: "wallet", amount: "250" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      "Your wallet balance ($249.99) is less than the course price ($250.00). Nothing was charged.",
    );
    expect(await snapshot(app)).toEqual(before);
    expect(await walletOf(app, user)).toBe(249.99);
  });

  it("answers 503 when card payments are off, before looking at the card, and stores nothing", async () => {
    const user = await createTestUser(noCardApp);
    const before = await snapshot(noCardApp);
    const res = await pay(noCardApp, user, {
      course: "monthly",
      method: "card",
      amount: "250",
      cardNumber: "4242424242424242",
      ...CARD,
    });
    expect(res.status).toBe(503);
    expect(res.body.error).toBe("Card payments are not available. No charge was made.");
    const blank = await pay(noCardApp, user, { course: "monthly", method: "card", amount: "250" });
    expect(blank.status).toBe(503);
    expect(await snapshot(noCardApp)).toEqual(before);
  });

  it("refuses a second payment while one is pending (409)", async () => {
    const user = await createTestUser(app);
    await pay(app, user, { course: "monthly", method: "crypto", amount: "250" }, { content: fixtures.png() });
    const before = await snapshot(app);
    const res = await pay(
      app,
      user,
      { course: "monthly", method: "crypto", amount: "250" },
      { content: fixtures.png() },
    );
    expect(res.status).toBe(409);
    expect(await snapshot(app)).toEqual(before);
  });

  it("refuses a wallet payment while a crypto one is pending, and any payment once PREMIUM is owned (409)", async () => {
    const user = await createTestUser(app);
    await fund(app, user, 5000_00);
    await pay(app, user, { course: "monthly", method: "crypto", amount: "250" }, { content: fixtures.png() });
    const before = await snapshot(app);
    const wallet = await pay(app, user, { course: "monthly", method: "wallet", amount: "250" });
    expect(wallet.status).toBe(409);
    expect(await snapshot(app)).toEqual(before);
    const owner = await createTestUser(app);
    await fund(app, owner, 5000_00);
    expect((await pay(app, owner, { course: "fullPay", method: "wallet", amount: "1500" })).status).toBe(201);
    const again = await pay(app, owner, { course: "monthly", method: "wallet", amount: "250" });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("You already own the PREMIUM course: nothing more to pay");
    expect(await walletOf(app, owner)).toBe(3500);
  });

  it("needs a signed-in user (401) for paying and for reading course payments", async () => {
    const body = multipart({ course: "monthly", method: "wallet", amount: "250" });
    expect(
      (await call(app, { method: "POST", url: "/api/education", payload: body.payload, headers: body.headers })).status,
    ).toBe(401);
    expect((await call(app, { method: "GET", url: "/api/user/course-payments" })).status).toBe(401);
  });
});
