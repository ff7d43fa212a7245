import { describe, expect, it } from "vitest";
import { saveReleasedAddress } from "./factories/address-book.ts";
import { fund, pay } from "./factories/course-orders.ts";
import { VALID_BTC_ADDRESS } from "./factories/crypto.ts";
import { acceptRisk, invest, planIdByName } from "./factories/deposits.ts";
import { call, createTestApp, createTestUser } from "./helpers.ts";

// A receipt is one of the member's own deposits, withdrawals or course payments, read by id.
const app = await createTestApp();
const member = await createTestUser(app, { isVerified: true });
const stranger = await createTestUser(app, { isVerified: true });

async function receipts() {
  await acceptRisk(app, member);
  const deposit = await invest(app, member, { planId: await planIdByName(app, "Silver"), amount: "1000" });
  expect(deposit.status).toBe(201);
  await fund(app, member, 500_00);
  await saveReleasedAddress(app, member);
  const withdrawal = await call(app, {
    method: "POST",
    url: "/api/withdraw",
    headers: member.auth,
    payload: { amount: "40", address: VALID_BTC_ADDRESS, network: "BTC" },
  });
  expect(withdrawal.status).toBe(201);
  const course = await pay(app, member, { course: "monthly", method: "wallet", amount: "250" });
  expect(course.status).toBe(201);
  return [
    { url: `/api/user/deposits/${deposit.body.data.id}`, expected: { planName: "Silver", amount: 1000 } },
    { url: `/api/user/withdrawals/${withdrawal.body.data.id}`, expected: { amount: 40, address: VALID_BTC_ADDRESS } },
    { url: `/api/user/course-payments/${course.body.data.id}`, expected: { course: "monthly", amount: 250 } },
  ];
}

describe("receipts", () => {
  it("show the member their own deposit, withdrawal and course payment, and nobody else", async () => {
    for (const { url, expected } of await receipts()) {
      const mine = await call(app, { method: "GET", url, headers: member.auth });
      expect(mine.status, url).toBe(200);
      expect(mine.body.data).toMatchObject(expected);
      const theirs = await call(app, { method: "GET", url, headers: stranger.auth });
      expect(theirs.status, url).toBe(404);
      expect((await call(app, { method: "GET", url })).status, url).toBe(401);
    }
  });

  it("answer 400 for an id that is not one and 404 for an unknown one", async () => {
    for (const kind of ["deposits", "withdrawals", "course-payments"]) {
      const bad = await call(app, { method: "GET", url: `/api/user/${kind}/not-an-id`, headers: member.auth });
      expect(bad.status).toBe(400);
      const unknown = await call(app, {
        method: "GET",
        url: `/api/user/${kind}/00000000-0000-4000-8000-000000000000`,
        headers: member.auth,
      });
      expect(unknown.status).toBe(404);
    }
  });
});
