import { CHAIN_DEPOSIT_MESSAGES, formatCoinAmount, parseCoinUnits } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { depositOf, sendSimulated, tick, watchedDeposit } from "../../../test/factories/chain.ts";
import { planIdByName, walletOf } from "../../../test/factories/deposits.ts";
import { mailsTo } from "../../../test/factories/email.ts";
import {
  call,
  chainTestConfig,
  createTestApp,
  createTestUser,
  signInAgain,
  type TestUser,
} from "../../../test/helpers.ts";
import { queryRows } from "../../db/client.ts";
import { manualClock } from "../../lib/clock.ts";

const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
const app = await createTestApp({ chain: chainTestConfig({ CHAIN_WATCH: "simulated" }) }, { clock });
const admin = await createTestUser(app, { isAdmin: true });
/** A money decision asks for the admin's second factor within 5 minutes: a fresh sign-in gives it. */
const steppedUp = () => signInAgain(app, admin);
const silver = await planIdByName(app, "Silver");
const MINUTE = 60_000;

const units = (text: string) => parseCoinUnits(text, 8) ?? 0n;
const btc = (n: bigint) => formatCoinAmount("BTC", Number(n));

async function member(): Promise<TestUser> {
  return createTestUser(app);
}

async function adminQueue(): Promise<{ id: string; chain: { exception: string | null } | null }[]> {
  const res = await call(app, { method: "GET", url: "/api/admin/all-investments", headers: admin.auth });
  return res.body.data;
}

async function creditedUnits(depositId: string): Promise<bigint> {
  const [row] = await queryRows<{ n: string }>(
    app.db,
    sql`SELECT coalesce(sum(units), 0)::text AS n FROM chain_payments WHERE deposit_id = ${depositId} AND status = 'credited'`,
  );
  return BigInt(row?.n ?? "0");
}

describe("a crypto deposit watched on the simulated chain", () => {
  it("waits, is seen, gains confirmations and is invested with no admin, mailing seen and invested", async () => {
    const u = await member();
    const created = await watchedDeposit(app, u, { planId: silver });
    expect(created).toMatchObject({ status: "pending", proofUrl: null });
    expect(created.chain).toMatchObject({
      state: "waiting",
      label: "Waiting for your payment",
      confirmationsNeeded: 3,
      isSimulated: true,
      payments: [],
    });
    expect(created.quote?.address).toMatch(/^bc1qsimulated0no0real0coins0/);

    const sent = await sendSimulated(app, u, created.id);
    expect(sent.status).toBe(200);
    expect(sent.body.data.chain).toMatchObject({ state: "seen", label: "Payment seen, 0 of 3 confirmations" });
    expect(sent.body.data.chain.payments).toMatchObject([
      { confirmations: 0, status: "seen", explorerUrl: null, coinAmount: created.chain?.quotedCoinAmount },
    ]);
    await tick(app, 2);
    expect((await depositOf(app, u, created.id)).chain?.label).toBe("Payment seen, 2 of 3 confirmations");
    expect((await adminQueue()).some((d) => d.id === created.id)).toBe(false);

    await tick(app);
    const done = await depositOf(app, u, created.id);
    expect(done.status).toBe("accepted");
    expect(done.chain).toMatchObject({ state: "invested", label: "Invested", excess: null });
    expect(done.position?.units).toBeTruthy();
    expect(await creditedUnits(created.id)).toBe(units(created.chain?.quotedCoinAmount ?? "0"));

    // Later looks at the chain change nothing.
    await tick(app, 2);
    expect(await creditedUnits(created.id)).toBe(units(created.chain?.quotedCoinAmount ?? "0"));
    expect(await walletOf(app, u)).toBe(0);

    const mails = await mailsTo(app, u.user.email);
    const seen = mails.find((m) => m.includes("We see your deposit"));
    const invested = mails.find((m) => m.includes("Your deposit is invested"));
    for (const mail of [seen, invested]) {
      expect(mail).toContain(`Reference: ${created.id}`);
      expect(mail).toContain(`/receipts/deposit/${created.id}`);
      expect(mail).toContain(created.chain?.quotedCoinAmount);
    }
  });

  it("an underpayment shows its shortfall and is invested once topped up before expiry", async () => {
    const u = await member();
    const d = await watchedDeposit(app, u, { planId: silver });
    const quoted = units(d.chain?.quotedCoinAmount ?? "0");
    const half = quoted / 2n;
    const res = await sendSimulated(app, u, d.id, btc(half));
    expect(res.body.data.chain).toMatchObject({ state: "underpaid", shortfallCoinAmount: btc(quoted - half) });
    expect(res.body.data.chain.label).toBe(`Underpaid: send ${btc(quoted - half)} BTC more before the quote expires`);
    await tick(app, 3);
    expect((await depositOf(app, u, d.id)).chain?.state).toBe("underpaid");
    // Its mail says what arrived, what is missing, in coin, and by when; never "nothing more to do".
    const mails = await mailsTo(app, u.user.email);
    const short = mails.find((m) => m.includes(`Your deposit is short by ${btc(quoted - half)} BTC`));
    expect(short).toContain(`a payment of ${btc(half)} BTC`);
    expect(short).toContain(`Missing: ${btc(quoted - half)} BTC`);
    expect(short).toMatch(/before .+ \(UTC\), when the quote expires/);
    expect(mails.some((m) => m.includes("nothing more to do"))).toBe(false);
    // The button sends what is missing.
    expect((await sendSimulated(app, u, d.id)).body.data.chain.state).toBe("seen");
    await tick(app, 3);
    const done = await depositOf(app, u, d.id);
    expect(done).toMatchObject({ status: "accepted", amount: 1000 });
    expect(await creditedUnits(d.id)).toBe(quoted);
  });

  it("a payment short by less than the 1 % tolerance is paid in full", async () => {
    const u = await member();
    const d = await watchedDeposit(app, u, { planId: silver });
    const quoted = units(d.chain?.quotedCoinAmount ?? "0");
    await sendSimulated(app, u, d.id, btc(quoted - quoted / 200n));
    await tick(app, 3);
    expect(await depositOf(app, u, d.id)).toMatchObject({ status: "accepted", amount: 1000 });
  });

  it("an overpayment invests the quoted amount and puts the excess in the wallet at the quote's rate", async () => {
    const u = await member();
    const d = await watchedDeposit(app, u, { planId: silver });
    const quoted = units(d.chain?.quotedCoinAmount ?? "0");
    await sendSimulated(app, u, d.id, btc(quoted + quoted / 2n));
    await tick(app, 3);
    const done = await depositOf(app, u, d.id);
    const rateCents = BigInt(Math.round((d.quote?.rate ?? 0) * 100));
    const excessCents = Number(((quoted / 2n) * rateCents) / 100_000_000n);
    expect(done).toMatchObject({ status: "accepted", amount: 1000 });
    expect(done.chain?.excess).toBe(excessCents / 100);
    expect(await walletOf(app, u)).toBe(excessCents / 100);
    const [entry] = await queryRows<{ kind: string; ref_id: string }>(
      app.db,
      sql`SELECT kind, ref_id FROM ledger_entries WHERE user_id = ${u.user.id}`,
    );
    expect(entry).toEqual({ kind: "deposit_excess", ref_id: d.id });
    const invested = (await mailsTo(app, u.user.email)).find((m) => m.includes("Your deposit is invested"));
    expect(invested).toContain(`Your deposit of ${btc(quoted + quoted / 2n)} BTC`);
    expect(invested).toContain("You sent more than quoted:");
  });

  it("a payment that disappears before it confirms puts the state back and credits nothing", async () => {
    const u = await member();
    const d = await watchedDeposit(app, u, { planId: silver });
    const sent = await sendSimulated(app, u, d.id);
    const txid = sent.body.data.chain.payments[0].txid;
    await app.chain.simulated?.drop(txid);
    await tick(app, 4);
    const after = await depositOf(app, u, d.id);
    expect(after).toMatchObject({ status: "pending", position: null });
    expect(after.chain).toMatchObject({ state: "waiting", payments: [{ txid, status: "dropped" }] });
    expect(await creditedUnits(d.id)).toBe(0n);
  });

  it("paid late: an exception the admin settles at the rate at arrival, both rates shown", async () => {
    const u = await member();
    const d = await watchedDeposit(app, u, { planId: silver });
    clock.advance(20 * MINUTE);
    await sendSimulated(app, u, d.id);
    await tick(app, 3);
    const late = await depositOf(app, u, d.id);
    expect(late.chain).toMatchObject({ state: "exception", exception: "late" });
    expect(late.chain?.payments[0]?.isLate).toBe(true);
    expect(late.status).toBe("pending");
    // Its mail says what arrived and that an admin reviews it; never "nothing more to do".
    const mails = await mailsTo(app, u.user.email);
    const review = mails.find((m) => m.includes("Your deposit is under review"));
    expect(review).toContain(`Your payment of ${d.chain?.quotedCoinAmount} BTC`);
    expect(review).toMatch(/arrived after your quote expired at .+ \(UTC\)/);
    expect(mails.some((m) => m.includes("We see your deposit") || m.includes("nothing more to do"))).toBe(false);
    expect((await adminQueue()).find((x) => x.id === d.id)?.chain?.exception).toBe("late");
    const seen = await call(app, { method: "GET", url: `/api/admin/deposits/${d.id}`, headers: admin.auth });
    const settle = seen.body.data.chain.settle;
    expect(settle.atQuoteRate.rate).toBe(d.quote?.rate);
    expect(settle.atArrivalRate.amount).toBeGreaterThan(0);

    const res = await call(app, {
      method: "POST",
      url: `/api/admin/deposits/${d.id}/settle-exception`,
      payload: { rate: "arrival" },
      headers: (await steppedUp()).auth,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "accepted", amount: settle.atArrivalRate.amount });
    expect(res.body.data.chain.state).toBe("invested");
    const again = await call(app, {
      method: "POST",
      url: `/api/admin/deposits/${d.id}/settle-exception`,
      payload: { rate: "quote" },
      headers: (await steppedUp()).auth,
    });
    expect(again.status).toBe(409);
  });

  it("underpaid past expiry: an exception; refusing needs a reason and credits nothing", async () => {
    const u = await member();
    const d = await watchedDeposit(app, u, { planId: silver });
    const quoted = units(d.chain?.quotedCoinAmount ?? "0");
    await sendSimulated(app, u, d.id, btc(quoted / 2n));
    await tick(app, 3);
    clock.advance(16 * MINUTE);
    await tick(app);
    expect((await depositOf(app, u, d.id)).chain).toMatchObject({ state: "exception", exception: "underpaid" });
    const review = (await mailsTo(app, u.user.email)).find((m) => m.includes("Your deposit is under review"));
    expect(review).toContain(`Your payment of ${btc(quoted / 2n)} BTC is less than your quote`);
    expect(review).toContain("what arrived is credited, or refunded");
    const settle = async (payload: object) =>
      call(app, {
        method: "POST",
        url: `/api/admin/deposits/${d.id}/settle-exception`,
        payload,
        headers: (await steppedUp()).auth,
      });
    expect((await settle({ rate: "refuse" })).body.error).toBe(CHAIN_DEPOSIT_MESSAGES.reasonRequired);
    const refused = await settle({ rate: "refuse", reason: "Refunded to the sender" });
    expect(refused.body.data).toMatchObject({ status: "denied", denyReason: "Refunded to the sender" });
    expect(await creditedUnits(d.id)).toBe(0n);
  });

  it("paid twice: the second payment is an exception, credited to the wallet once settled", async () => {
    const u = await member();
    const d = await watchedDeposit(app, u, { planId: silver });
    await sendSimulated(app, u, d.id);
    await tick(app, 3);
    expect((await depositOf(app, u, d.id)).status).toBe("accepted");
    // The button refuses an invested deposit; a wallet may still pay the address again.
    expect((await sendSimulated(app, u, d.id)).status).toBe(409);
    const quoted = units(d.chain?.quotedCoinAmount ?? "0");
    await app.chain.simulated?.send({ coin: "BTC", to: d.quote?.address ?? "", units: quoted });
    await tick(app, 3);
    const twice = await depositOf(app, u, d.id);
    expect(twice.chain).toMatchObject({ state: "exception", exception: "paid_twice" });
    const second = (await mailsTo(app, u.user.email)).find((m) => m.includes("We see a second payment"));
    expect(second).toContain(`a further payment of ${btc(quoted)} BTC arrived at its address`);
    const res = await call(app, {
      method: "POST",
      url: `/api/admin/deposits/${d.id}/settle-exception`,
      payload: { rate: "quote" },
      headers: (await steppedUp()).auth,
    });
    expect(res.status).toBe(200);
    expect(await walletOf(app, u)).toBe(res.body.data.chain.excess);
    expect(await walletOf(app, u)).toBeGreaterThan(900);
    expect(await creditedUnits(d.id)).toBe(quoted * 2n);
  });

  it("no payment within the window: the deposit ends unpaid and its address is reused by a later quote", async () => {
    const u = await member();
    const d = await watchedDeposit(app, u, { planId: silver });
    clock.advance(15 * MINUTE + 24 * 60 * MINUTE);
    await tick(app);
    const ended = await depositOf(app, u, d.id);
    expect(ended).toMatchObject({ status: "denied" });
    expect(ended.chain).toMatchObject({ state: "expired", label: expect.stringContaining("No payment arrived") });
    const closed = (await mailsTo(app, u.user.email)).find((m) => m.includes("No payment arrived for your deposit"));
    expect(closed).toContain("nothing was invested; the deposit is closed");
    const next = await watchedDeposit(app, await member(), { planId: silver });
    expect(next.quote?.address).toBe(d.quote?.address);
  });

  it("refuses admin approval of a watched deposit, and a simulated payment to someone else's", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const u = await member();
    const d = await watchedDeposit(app, u, { planId: silver });
    const approve = await call(app, {
      method: "POST",
      url: `/api/admin/users/approveInvestment/${d.id}`,
      payload: { status: true },
      headers: admin.auth,
    });
    expect(approve.body.error).toBe(CHAIN_DEPOSIT_MESSAGES.watched);
    expect(approve.status).toBe(409);
    expect(approve.body.error).toBe(CHAIN_DEPOSIT_MESSAGES.watched);
    expect((await sendSimulated(app, await member(), d.id)).status).toBe(404);
    expect((await sendSimulated(app, u, d.id, "abc")).status).toBe(400);
    const anonymous = await call(app, {
      method: "POST",
      url: `/api/user/deposits/${d.id}/simulated-payment`,
      payload: {},
    });
    expect(anonymous.status).toBe(401);
  });
});
