import { parseCoinUnits } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tick, watchedDeposit } from "../../../test/factories/chain.ts";
import { planIdByName } from "../../../test/factories/deposits.ts";
import { chainTestConfig, createTestApp, createTestUser } from "../../../test/helpers.ts";
import { queryRows } from "../../db/client.ts";
import { jobContext } from "../../jobs/context.ts";
import { watchChain } from "./index.ts";

const app = await createTestApp({ chain: chainTestConfig({ CHAIN_WATCH: "simulated" }) });
const silver = await planIdByName(app, "Silver");

type Event =
  | { kind: "send"; percent: number }
  | { kind: "mine" }
  | { kind: "drop"; which: number }
  | { kind: "watch" }
  | { kind: "watchTwice" };

const event: fc.Arbitrary<Event> = fc.oneof(
  fc.record({ kind: fc.constant("send" as const), percent: fc.integer({ min: 10, max: 130 }) }),
  fc.constant({ kind: "mine" as const }),
  fc.record({ kind: fc.constant("drop" as const), which: fc.nat(5) }),
  fc.constant({ kind: "watch" as const }),
  fc.constant({ kind: "watchTwice" as const }),
);

/** One look at the chain without mining (the job's watch alone). */
async function watchOnly() {
  const context = jobContext(app);
  await watchChain({ ...context, chain: { ...context.chain, simulated: undefined } });
}

describe("crediting a watched deposit, whatever the chain does", () => {
  it("credits each payment at most once, only mined ones, and invests once exactly when enough is confirmed", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 12 }), async (events) => {
        const u = await createTestUser(app);
        const d = await watchedDeposit(app, u, { planId: silver, amount: "500" });
        const quoted = parseCoinUnits(d.chain?.quotedCoinAmount ?? "0", 8) ?? 0n;
        const address = d.quote?.address ?? "";
        const sent: string[] = [];
        const sim = app.chain.simulated;
        if (!sim) throw new Error("not simulated");
        for (const e of events) {
          if (e.kind === "send") {
            sent.push((await sim.send({ coin: "BTC", to: address, units: (quoted * BigInt(e.percent)) / 100n })).txid);
          } else if (e.kind === "mine") await sim.mine(1);
          else if (e.kind === "drop" && sent.length) await sim.drop(sent[e.which % sent.length] ?? "");
          else if (e.kind === "watch") await watchOnly();
          else if (e.kind === "watchTwice") await Promise.allSettled([watchOnly(), watchOnly()]);
        }
        // The chain settles: every surviving payment gets its confirmations, and is looked at twice.
        await tick(app, 2);

        const payments = await queryRows<{ txid: string; units: string; status: string; mined: boolean | null }>(
          app.db,
          sql`SELECT p.txid, p.units::text, p.status,
                (SELECT o.block_height IS NOT NULL FROM sim_chain_outputs o WHERE o.txid = p.txid) AS mined
              FROM chain_payments p WHERE p.deposit_id = ${d.id}`,
        );
        const [row] = await queryRows<{ status: string; buys: number; excess: number }>(
          app.db,
          sql`SELECT d.status,
                (SELECT count(*)::int FROM plan_transactions t WHERE t.deposit_id = d.id) AS buys,
                (SELECT count(*)::int FROM ledger_entries l WHERE l.ref_id = d.id) AS excess
              FROM deposits d WHERE d.id = ${d.id}`,
        );
        const credited = payments.filter((p) => p.status === "credited");
        // Each payment once (unique txid and index), credited only if it was mined.
        expect(new Set(payments.map((p) => p.txid)).size).toBe(payments.length);
        expect(credited.every((p) => p.mined)).toBe(true);
        const creditedUnits = credited.reduce((sum, p) => sum + BigInt(p.units), 0n);
        const [live] = await queryRows<{ n: string }>(
          app.db,
          sql`SELECT coalesce(sum(units), 0)::text AS n FROM sim_chain_outputs WHERE address = ${address} AND NOT is_dropped`,
        );
        const onChain = BigInt(live?.n ?? "0");
        if (row?.status === "accepted") {
          expect(row.buys).toBe(1);
          expect(row.excess).toBeLessThanOrEqual(1);
          expect(creditedUnits).toBeGreaterThanOrEqual(quoted - quoted / 100n);
        } else {
          expect(row?.buys).toBe(0);
          expect(creditedUnits).toBe(0n);
          // Not invested: what survives on the chain is less than the quote allows.
          expect(onChain).toBeLessThan(quoted - quoted / 100n);
        }
      }),
      { numRuns: 12 },
    );
  }, 600_000);
});
