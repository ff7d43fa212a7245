import { ADDRESS_BOOK_MESSAGES, ADDRESS_MESSAGES, formatDateTime } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { VALID_BTC_ADDRESS, VALID_ETH_ADDRESS } from "../../../test/factories/crypto.ts";
import { countRows, walletOf } from "../../../test/factories/deposits.ts";
import { mailsTo } from "../../../test/factories/email.ts";
import { call, createTestApp, createTestUser, signInAgain, type TestUser } from "../../../test/helpers.ts";
import { securityEvents } from "../../db/schema.ts";
import { manualClock } from "../../lib/clock.ts";

const clock = manualClock(new Date("2026-11-02T09:30:00Z"));
const app = await createTestApp({}, { clock });
const anAdmin = await createTestUser(app, { isAdmin: true });
// The tests move the clock by days: an admin session (30 minutes idle) is opened when needed.
const admin = () => signInAgain(app, anAdmin);
const HOUR = 60 * 60 * 1000;

const add = (u: TestUser, payload: Record<string, unknown>) =>
  call(app, { method: "POST", url: "/api/user/addresses", headers: u.auth, payload });
const list = async (u: TestUser) =>
  (await call(app, { method: "GET", url: "/api/user/addresses", headers: u.auth })).body.data;
const remove = (u: TestUser, id: string) =>
  call(app, { method: "DELETE", url: `/api/user/addresses/${id}`, headers: u.auth });
const withdraw = (u: TestUser, payload: Record<string, unknown>) =>
  call(app, { method: "POST", url: "/api/withdraw", headers: u.auth, payload });

async function fundedMember(dollars = 100): Promise<TestUser> {
  const u = await createTestUser(app, { isVerified: true });
  await call(app, {
    method: "POST",
    url: "/api/admin/users/balance",
    headers: (await admin()).auth,
    payload: { userId: u.user.id, amount: dollars, reason: "test funds" },
  });
  return u;
}

describe("adding an address", () => {
  it.each([
    [{ network: "BTC", address: "hello" }, ADDRESS_MESSAGES.bitcoinInvalid],
    [{ network: "BTC", address: VALID_ETH_ADDRESS }, ADDRESS_MESSAGES.looksEthereum],
    [{ network: "USDT_ERC20", address: VALID_BTC_ADDRESS }, ADDRESS_MESSAGES.looksBitcoin],
    [{ network: "USDT_ERC20", address: "0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" }, ADDRESS_MESSAGES.checksum],
    [{ network: "DOGE", address: VALID_BTC_ADDRESS }, ADDRESS_BOOK_MESSAGES.networkRequired],
    [{ network: "BTC", address: "" }, ADDRESS_BOOK_MESSAGES.addressRequired],
    [{ network: "BTC", address: VALID_BTC_ADDRESS, label: "x".repeat(41) }, ADDRESS_BOOK_MESSAGES.labelTooLong],
  ])("refuses %o with 400 and saves nothing", async (payload, message) => {
    const u = await createTestUser(app);
    const res = await add(u, payload);
    expect(res.body).toMatchObject({ status: 400, error: message });
    expect(await list(u)).toEqual([]);
  });

  it("says how long a new address is held from the setting, and 'usable now' when there is no hold", async () => {
    const u = await createTestUser(app);
    const listed = await call(app, { method: "GET", url: "/api/user/addresses", headers: u.auth });
    expect(listed.body.meta).toEqual({ holdHours: 24 });

    const noHold = await createTestApp({ addressHoldMs: 0 }, { clock });
    const member = await createTestUser(noHold);
    const saved = await call(noHold, {
      method: "POST",
      url: "/api/user/addresses",
      headers: member.auth,
      payload: { network: "BTC", address: VALID_BTC_ADDRESS },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.message).toBe("Address saved. It can be used now.");
    expect(saved.body.data.isUsable).toBe(true);
    const again = await call(noHold, { method: "GET", url: "/api/user/addresses", headers: member.auth });
    expect(again.body.meta).toEqual({ holdHours: 0 });
    // A second app is a second database to migrate: slow on a busy machine.
  }, 120_000);

  it("saves it with its label, held for 24 hours, e-mails the member and records the event", async () => {
    const u = await createTestUser(app);
    const res = await add(u, { network: "BTC", address: ` ${VALID_BTC_ADDRESS} `, label: " Cold wallet " });
    const usableFrom = new Date(clock.now().getTime() + 24 * HOUR).toISOString();
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(`Address saved. It can be used from ${formatDateTime(usableFrom)}.`);
    expect(await list(u)).toEqual([
      expect.objectContaining({
        network: "BTC",
        address: VALID_BTC_ADDRESS,
        label: "Cold wallet",
        usableFrom,
        isUsable: false,
      }),
    ]);
    const mail = (await mailsTo(app, u.user.email)).find((m) => m.includes("withdrawal address was added"));
    expect(mail).toContain(VALID_BTC_ADDRESS);
    expect(mail).toContain(formatDateTime(usableFrom));
    const events = await app.db.select().from(securityEvents).where(eq(securityEvents.userId, u.user.id));
    expect(events.map((e) => e.kind)).toEqual(["address_added"]);
  });

  it("refuses the same address twice (any spelling) with 409", async () => {
    const u = await createTestUser(app);
    expect((await add(u, { network: "USDT_ERC20", address: VALID_ETH_ADDRESS })).status).toBe(201);
    const again = await add(u, { network: "USDT_ERC20", address: VALID_ETH_ADDRESS.toLowerCase() });
    expect(again.body).toMatchObject({ status: 409, error: ADDRESS_BOOK_MESSAGES.duplicate });
    expect(await list(u)).toHaveLength(1);
  });

  it("refuses anonymous callers with 401", async () => {
    expect((await call(app, { method: "GET", url: "/api/user/addresses" })).status).toBe(401);
    const payload = { network: "BTC", address: VALID_BTC_ADDRESS };
    expect((await call(app, { method: "POST", url: "/api/user/addresses", payload })).status).toBe(401);
    const id = "00000000-0000-0000-0000-000000000000";
    expect((await call(app, { method: "DELETE", url: `/api/user/addresses/${id}` })).status).toBe(401);
  });
});

describe("withdrawing to the address book", () => {
  it("refuses an address not in the book, and another member's address, with 400; nothing reserved", async () => {
    const u = await fundedMember();
    const other = await createTestUser(app);
    await add(other, { network: "BTC", address: VALID_BTC_ADDRESS });
    clock.advance(25 * HOUR);
    const before = await countRows(app, "withdrawals");
    const res = await withdraw(u, { amount: 10, address: VALID_BTC_ADDRESS, network: "BTC" });
    expect(res.body).toMatchObject({
      status: 400,
      error: ADDRESS_BOOK_MESSAGES.unknown,
      details: [{ field: "address", message: ADDRESS_BOOK_MESSAGES.unknown }],
    });
    expect(await walletOf(app, u)).toBe(100);
    expect(await countRows(app, "withdrawals")).toBe(before);
  });

  it("refuses a held address with 'usable from', then pays to it once the 24 hours are over", async () => {
    const u = await fundedMember();
    const saved = await add(u, { network: "USDT_ERC20", address: VALID_ETH_ADDRESS });
    const usableFrom = saved.body.data.usableFrom;
    clock.advance(24 * HOUR - 60_000);
    const held = await withdraw(u, { amount: 10, address: VALID_ETH_ADDRESS.toLowerCase(), network: "USDT_ERC20" });
    expect(held.body).toMatchObject({
      status: 400,
      error: `This address can be used from ${formatDateTime(usableFrom)}`,
    });
    expect(await walletOf(app, u)).toBe(100);

    clock.advance(60_000);
    expect((await list(u))[0].isUsable).toBe(true);
    const paid = await withdraw(u, { amount: 10, address: VALID_ETH_ADDRESS.toLowerCase(), network: "USDT_ERC20" });
    expect(paid.status).toBe(201);
    expect(await walletOf(app, u)).toBe(90);
    const queue = await call(app, { method: "GET", url: "/api/admin/withdrawals", headers: (await admin()).auth });
    const listed = queue.body.data.items.find((w: { id: string }) => w.id === paid.body.data.id);
    expect(listed.addressSavedAt).toBe(saved.body.data.createdAt);
  });

  it("removing an address stops withdrawals to it; adding it again starts a new hold", async () => {
    const u = await fundedMember();
    const other = await createTestUser(app);
    const saved = await add(u, { network: "BTC", address: VALID_BTC_ADDRESS });
    clock.advance(25 * HOUR);
    expect((await remove(other, saved.body.data.id)).status).toBe(404);
    const removed = await remove(u, saved.body.data.id);
    expect(removed.body).toMatchObject({ status: 200, message: ADDRESS_BOOK_MESSAGES.removed });
    expect((await remove(u, saved.body.data.id)).status).toBe(404);
    const gone = await withdraw(u, { amount: 10, address: VALID_BTC_ADDRESS, network: "BTC" });
    expect(gone.body.error).toBe(ADDRESS_BOOK_MESSAGES.unknown);

    await add(u, { network: "BTC", address: VALID_BTC_ADDRESS });
    const held = await withdraw(u, { amount: 10, address: VALID_BTC_ADDRESS, network: "BTC" });
    expect(held.body.error).toMatch(/^This address can be used from /);
    const events = await app.db.select().from(securityEvents).where(eq(securityEvents.userId, u.user.id));
    expect(events.map((e) => e.kind).sort()).toEqual(["address_added", "address_added", "address_removed"]);
  });
});

describe("ADDRESS_HOLD_HOURS", () => {
  it("sets the holding period", async () => {
    const start = new Date("2026-11-03T00:00:00Z");
    const quick = await createTestApp({ addressHoldMs: 2 * HOUR }, { clock: manualClock(start) });
    const u = await createTestUser(quick);
    const res = await call(quick, {
      method: "POST",
      url: "/api/user/addresses",
      headers: u.auth,
      payload: { network: "BTC", address: VALID_BTC_ADDRESS },
    });
    expect(res.body.data.usableFrom).toBe("2026-11-03T02:00:00.000Z");
  });
});
