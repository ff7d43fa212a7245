import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { saveReleasedAddress } from "../../test/factories/address-book.ts";
import { acceptRisk, countRows, invest, planIdByName, walletOf } from "../../test/factories/deposits.ts";
import {
  call,
  createSecondApp,
  createTestApp,
  createTestUser,
  fixtures,
  type TestApp,
  type TestUser,
} from "../../test/helpers.ts";
import { deposits, idempotencyKeys, withdrawals } from "../db/schema.ts";
import { lockWallet, postLedgerEntry } from "../modules/wallet/index.ts";
import { requestWithdrawal, withdrawalDeps } from "../modules/withdrawals/index.ts";
import { currentUser, requireVerified } from "./auth.ts";
import { IDEMPOTENCY_MESSAGES, pruneIdempotencyKeys } from "./idempotency.ts";

const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });

// Two apps on one database stand for two processes: their in-process guards do not see each other.
const other = await createSecondApp(app);
let crashes = 0;
let gate = { arrived: 0, open: Promise.resolve() };
for (const target of [app, other]) addTestRoutes(target);

async function fundedUser(dollars: number): Promise<TestUser> {
  const u = await createTestUser(app, { isVerified: true });
  await saveReleasedAddress(app, u);
  if (dollars) await fund(u, dollars);
  return u;
}

const fund = (u: TestUser, dollars: number) =>
  call(app, {
    method: "POST",
    url: "/api/admin/users/balance",
    payload: { userId: u.user.id, amount: dollars, reason: "test funds" },
    headers: admin.auth,
  });

const request = { address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", network: "BTC" };
const withdraw = (u: TestUser, amount: number, key: string, on: TestApp = app) =>
  call(on, {
    method: "POST",
    url: "/api/withdraw",
    payload: { ...request, amount },
    headers: { ...u.auth, "idempotency-key": key },
  });

const withdrawalsOf = (u: TestUser) => app.db.select().from(withdrawals).where(eq(withdrawals.userId, u.user.id));
const keysOf = (u: TestUser) => app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, u.user.id));

describe("Idempotency-Key", () => {
  it("replays the same status and body, marked, and moves the money once", async () => {
    const u = await fundedUser(50);
    const first = await withdraw(u, 10, "replay-key-0001");
    const second = await withdraw(u, 10, "replay-key-0001");
    expect(first.status).toBe(201);
    expect(first.headers["idempotent-replay"]).toBeUndefined();
    expect(second.status).toBe(201);
    expect(second.headers["idempotent-replay"]).toBe("true");
    expect(second.body).toEqual(first.body);
    expect(await walletOf(app, u)).toBe(40);
    expect(await withdrawalsOf(u)).toHaveLength(1);
  });

  it("refuses the same key with another amount or on another route with 422 and changes nothing", async () => {
    const u = await fundedUser(600);
    expect((await withdraw(u, 1, "reused-key-0001")).status).toBe(201);
    const other = await withdraw(u, 500, "reused-key-0001");
    expect(other.status).toBe(422);
    expect(other.body.error).toBe(IDEMPOTENCY_MESSAGES.reused);
    const [w] = await withdrawalsOf(u);
    const cancel = await call(app, {
      method: "POST",
      url: `/api/user/withdrawals/${w?.id}/cancel`,
      headers: { ...u.auth, "idempotency-key": "reused-key-0001" },
    });
    expect(cancel.status).toBe(422);
    expect(await walletOf(app, u)).toBe(599);
    expect(await withdrawalsOf(u)).toHaveLength(1);
  });

  it("keeps no key when the service refuses (4xx): the retry with enough balance runs fresh", async () => {
    const u = await fundedUser(5);
    const refused = await withdraw(u, 10, "refused-key-0001");
    expect(refused.status).toBe(400);
    expect(await keysOf(u)).toHaveLength(0);
    await fund(u, 10);
    const retry = await withdraw(u, 10, "refused-key-0001");
    expect(retry.status).toBe(201);
    expect(retry.headers["idempotent-replay"]).toBeUndefined();
    expect(await walletOf(app, u)).toBe(5);
  });

  it("keeps no key when the handler refuses before any transaction", async () => {
    const u = await createTestUser(app);
    await acceptRisk(app, u);
    const headers = { "idempotency-key": "form-key-0001" };
    const silver = await planIdByName(app, "Silver");
    expect((await invest(app, u, { planId: silver, currency: "BTC" }, undefined, headers)).status).toBe(400);
    expect(await keysOf(u)).toHaveLength(0);
    const first = await invest(app, u, { planId: silver, amount: "700", currency: "BTC" }, undefined, headers);
    expect(first.status).toBe(201);
    // Multipart: another body length under the same key is refused.
    const other = await invest(app, u, { planId: silver, amount: "7000", currency: "BTC" }, undefined, headers);
    expect(other.status).toBe(422);
  });

  it("multipart: another upload of the same length under the same key is a 422; the same one replays", async () => {
    const u = await createTestUser(app);
    await acceptRisk(app, u);
    const headers = { "idempotency-key": "form-key-0002" };
    const fields = { planId: await planIdByName(app, "Silver"), amount: "700", currency: "BTC" };
    const proof = { filename: "proof.png", content: fixtures.png() };
    // One bit of the image data flipped: still a PNG of the same size and header.
    const otherProof = { filename: "proof.png", content: Buffer.from(proof.content) };
    otherProof.content[45] = (otherProof.content[45] ?? 0) ^ 1;
    const first = await invest(app, u, fields, proof, headers);
    expect(first.status).toBe(201);
    const files = await countRows(app, "files");

    const otherFile = await invest(app, u, fields, otherProof, headers);
    const otherField = await invest(app, u, { ...fields, amount: "701" }, proof, headers);
    for (const refused of [otherFile, otherField]) {
      expect(refused.status).toBe(422);
      expect(refused.body.error).toBe(IDEMPOTENCY_MESSAGES.reused);
    }
    const retry = await invest(app, u, fields, proof, headers);
    expect(retry.status).toBe(201);
    expect(retry.headers["idempotent-replay"]).toBe("true");
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(await countRows(app, "files")).toBe(files);
    const mine = await app.db.select().from(deposits).where(eq(deposits.userId, u.user.id));
    expect(mine).toHaveLength(1);
  });

  it("a crash inside the transaction leaves neither the money nor the key; the retry moves it once", async () => {
    const u = await fundedUser(30);
    const send = () =>
      call(app, {
        method: "POST",
        url: "/api/test/crashing-withdraw",
        payload: { amountCents: 1000 },
        headers: { ...u.auth, "idempotency-key": "crash-key-0001" },
      });
    crashes = 1;
    expect((await send()).status).toBe(500);
    expect(await withdrawalsOf(u)).toHaveLength(0);
    expect(await keysOf(u)).toHaveLength(0);
    expect(await walletOf(app, u)).toBe(30);
    const retry = await send();
    expect(retry.status).toBe(201);
    const again = await send();
    expect(again.headers["idempotent-replay"]).toBe("true");
    expect(again.body).toEqual(retry.body);
    expect(await withdrawalsOf(u)).toHaveLength(1);
    expect(await walletOf(app, u)).toBe(20);
  });

  it("10 parallel requests with one key: one withdrawal, the others replay it", async () => {
    const u = await fundedUser(100);
    const results = await Promise.all(Array.from({ length: 10 }, () => withdraw(u, 7, "parallel-key-0001")));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(results.filter((r) => r.headers["idempotent-replay"] === "true")).toHaveLength(9);
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(await withdrawalsOf(u)).toHaveLength(1);
    expect(await walletOf(app, u)).toBe(93);
  });

  it("two processes: a duplicate blocked on the key replays the original, or is refused with other parameters", async () => {
    const u = await fundedUser(100);
    const same = await raced(u, [1000, 1000], "raced-key-0001");
    expect(same.map((r) => r.status)).toEqual([201, 201]);
    expect(same.filter((r) => r.headers["idempotent-replay"] === "true")).toHaveLength(1);
    expect(same[0]?.body).toEqual(same[1]?.body);
    const differ = await raced(u, [1000, 2000], "raced-key-0002");
    expect(differ.map((r) => r.status).sort()).toEqual([201, 422]);
    // Whichever committed first won; the other amount moved nothing.
    const won = differ.find((r) => r.status === 201)?.body.amount;
    expect(await withdrawalsOf(u)).toHaveLength(2);
    expect(await walletOf(app, u)).toBe(90 - won);
  });

  it("two processes, 10 parallel requests with one key: one withdrawal", async () => {
    const u = await fundedUser(100);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => withdraw(u, 9, "two-apps-key-0001", i % 2 ? other : app)),
    );
    const fresh = results.filter((r) => r.status === 201 && r.headers["idempotent-replay"] !== "true");
    expect(fresh).toHaveLength(1);
    for (const r of results) {
      if (r.status === 201) expect(r.body).toEqual(fresh[0]?.body);
      else expect(r).toMatchObject({ status: 409, body: { error: IDEMPOTENCY_MESSAGES.completed } });
    }
    expect(await withdrawalsOf(u)).toHaveLength(1);
    expect(await walletOf(app, u)).toBe(91);
  });

  it("a committed request whose answer was never stored: the retry waits, then says it completed", async () => {
    const u = await fundedUser(50);
    const first = await withdraw(u, 10, "lost-answer-0001");
    const forget = sql`UPDATE idempotency_keys SET status_code = NULL, response = NULL WHERE user_id = ${u.user.id}`;
    await app.db.execute(forget);
    const started = Date.now();
    const retry = await withdraw(u, 10, "lost-answer-0001");
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(retry).toMatchObject({ status: 409, body: { error: IDEMPOTENCY_MESSAGES.completed } });
    // The answer arrives while the retry waits (the original was between its commit and onSend).
    const [row] = await keysOf(u);
    setTimeout(() => {
      // A Drizzle query runs when awaited (or executed), not when built.
      void app.db
        .update(idempotencyKeys)
        .set({ statusCode: 201, response: JSON.stringify(first.body) })
        .where(eq(idempotencyKeys.userId, u.user.id))
        .execute();
    }, 300);
    expect(row?.statusCode).toBeNull();
    const late = await withdraw(u, 10, "lost-answer-0001");
    expect(late).toMatchObject({ status: 201, body: first.body, headers: { "idempotent-replay": "true" } });
    expect(await walletOf(app, u)).toBe(40);
  }, 15_000);

  it("ignores and replaces a key older than 24 h, and prunes old keys", async () => {
    const u = await fundedUser(50);
    await withdraw(u, 10, "expired-key-0001");
    await app.db.execute(
      sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE user_id = ${u.user.id}`,
    );
    const again = await withdraw(u, 10, "expired-key-0001");
    expect(again.status).toBe(201);
    expect(again.headers["idempotent-replay"]).toBeUndefined();
    expect(await walletOf(app, u)).toBe(30);
    const [fresh] = await keysOf(u);
    expect(Date.now() - (fresh?.createdAt.getTime() ?? 0)).toBeLessThan(60_000);

    await withdraw(u, 1, "pruned-key-0001");
    await app.db.execute(
      sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'pruned-key-0001'`,
    );
    expect(await pruneIdempotencyKeys(app.db, new Date())).toBeGreaterThanOrEqual(1);
    expect((await keysOf(u)).map((k) => k.key)).toEqual(["expired-key-0001"]);
  });
});

/** Sends one request to each app; both pass the key lookup before either opens its transaction. */
async function raced(u: TestUser, amounts: [number, number], key: string) {
  let open = () => {};
  gate = { arrived: 0, open: new Promise<void>((resolve) => (open = resolve)) };
  const sent = [app, other].map((on, i) =>
    call(on, {
      method: "POST",
      url: "/api/test/gated-withdraw",
      payload: { amountCents: amounts[i] },
      headers: { ...u.auth, "idempotency-key": key },
    }),
  );
  while (gate.arrived < 2) await sleep(10);
  open();
  return Promise.all(sent);
}

function addTestRoutes(target: TestApp): void {
  const options = { preHandler: requireVerified, config: { idempotent: true } };
  const amountOf = (body: unknown) => (body as { amountCents: number }).amountCents;
  // A withdrawal that "crashes" after the money moved, inside its transaction, while `crashes` > 0.
  target.post("/api/test/crashing-withdraw", options, async (request, reply) => {
    const userId = currentUser(request).id;
    const amountCents = amountOf(request.body);
    const row = await target.db.transaction(async (tx) => {
      await lockWallet(tx, userId);
      const [w] = await tx
        .insert(withdrawals)
        .values({ userId, amountCents, address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", coin: "BTC" })
        .returning();
      if (!w) throw new Error("no row");
      await postLedgerEntry(tx, {
        userId,
        kind: "withdrawal",
        amountCents: -amountCents,
        refType: "withdrawal",
        refId: w.id,
      });
      if (crashes > 0) {
        crashes--;
        throw new Error("simulated crash after the money moved");
      }
      return w;
    });
    return reply.status(201).send({ id: row.id });
  });
  // A withdrawal that waits at the gate before its transaction.
  target.post("/api/test/gated-withdraw", options, async (request, reply) => {
    gate.arrived++;
    await gate.open;
    const withdrawal = await requestWithdrawal(withdrawalDeps(target), {
      userId: currentUser(request).id,
      amountCents: amountOf(request.body),
      address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
      coin: "BTC",
      now: target.clock.now(),
    });
    return reply.status(201).send(withdrawal);
  });
}
