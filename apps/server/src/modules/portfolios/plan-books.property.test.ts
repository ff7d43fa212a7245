import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyDelta,
  type Book,
  buy,
  dailyFee,
  FIRST_NAV_MICRO,
  NANOCENTS_PER_CENT,
  navMicro,
  type Prices,
  rebalance,
  sell,
  unitsValueCents,
  valueCents,
  valueNanocents,
  type Weights,
} from "./plan-books.ts";

type Step =
  | { kind: "deposit"; cents: number }
  | { kind: "move"; member: number; per: number }
  | { kind: "prices"; btc: number; eth: number }
  | { kind: "fee"; feeBp: number }
  | { kind: "rebalance" };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("deposit" as const), cents: fc.integer({ min: 200_00, max: 5_000_000_00 }) }),
  fc.record({
    kind: fc.constant("move" as const),
    member: fc.nat(50),
    per: fc.integer({ min: 1, max: 1000 }), // per mille of what the member holds
  }),
  // Daily-ish moves, from a crash to a doubling; prices stay at least $1.
  fc.record({
    kind: fc.constant("prices" as const),
    btc: fc.integer({ min: 500, max: 2000 }),
    eth: fc.integer({ min: 500, max: 2000 }),
  }),
  fc.record({ kind: fc.constant("fee" as const), feeBp: fc.integer({ min: 0, max: 500 }) }),
  fc.record({ kind: fc.constant("rebalance" as const) }),
);

const weights: fc.Arbitrary<Weights> = fc
  .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }))
  .map(([a, b]) => {
    const btc = Math.min(a, b);
    const eth = Math.max(a, b) - btc;
    return { BTC: btc, ETH: eth, USD: 100 - btc - eth };
  });

describe("a plan's books under random deposits, moves, prices and fees", () => {
  it("member value + money moved out + fees = money in ± market moves, to the cent per transaction", () => {
    fc.assert(
      fc.property(weights, fc.array(step, { minLength: 1, maxLength: 60 }), (w, steps) => {
        let book: Book = { sats: 0n, gwei: 0n, cashCents: 0n, unitsMicro: 0n, navMicro: FIRST_NAV_MICRO };
        let prices: Prices = { btcCents: 62_000_00n, ethCents: 3_100_00n };
        const members: bigint[] = [];
        let moneyIn = 0n;
        let movedOut = 0n;
        let fees = 0n;
        let market = 0n; // nanocents
        let transactions = 0n;

        for (const s of steps) {
          if (s.kind === "deposit") {
            const bought = buy(book, prices, w, BigInt(s.cents));
            // Units at the NAV of the moment: what the money buys, rounded down.
            expect(bought.delta.unitsMicro).toBe((BigInt(s.cents) * 10_000_000_000n) / bought.nav);
            book = applyDelta(book, bought.delta, bought.nav);
            members.push(bought.delta.unitsMicro);
            moneyIn += BigInt(s.cents);
            transactions++;
          } else if (s.kind === "move" && members.length > 0) {
            const i = s.member % members.length;
            const held = members[i] ?? 0n;
            const units = (held * BigInt(s.per)) / 1000n;
            if (units === 0n) continue;
            const sold = sell(book, prices, units);
            // The member gets exactly units × NAV (cents, rounded down).
            expect(sold.delta.amountCents).toBe(unitsValueCents(units, sold.nav));
            book = applyDelta(book, sold.delta, sold.nav);
            members[i] = held - units;
            movedOut += sold.delta.amountCents;
            transactions++;
          } else if (s.kind === "prices") {
            const next = {
              btcCents: (prices.btcCents * BigInt(s.btc)) / 1000n || 100n,
              ethCents: (prices.ethCents * BigInt(s.eth)) / 1000n || 100n,
            };
            market += valueNanocents(book, next) - valueNanocents(book, prices);
            prices = next;
          } else if (s.kind === "fee" && book.unitsMicro > 0n) {
            const fee = dailyFee(book, prices, s.feeBp);
            // 1/365 of the yearly rate of the plan's value, rounded down to the cent.
            expect(fee.delta.amountCents).toBe(
              (valueNanocents(book, prices) * BigInt(s.feeBp)) / 3_650_000n / NANOCENTS_PER_CENT,
            );
            book = applyDelta(book, fee.delta, fee.nav);
            fees += fee.delta.amountCents;
            transactions++;
          } else if (s.kind === "rebalance" && book.unitsMicro > 0n) {
            const moved = rebalance(book, prices, w);
            book = applyDelta(book, moved.delta, moved.nav);
            transactions++;
          }
          // Never negative: applyDelta refuses that; NAV neither.
          expect(navMicro(book, prices) >= 0n).toBe(true);
          expect(members.reduce((a, b) => a + b, 0n)).toBe(book.unitsMicro);
        }

        // The books in nanocents: what stays in the plan plus what left it, against what came in
        // and what the market did. Each transaction may keep less than a cent of rounding in the
        // plan's favour; none creates money.
        const plan = valueNanocents(book, prices);
        const kept = moneyIn * NANOCENTS_PER_CENT + market - (plan + (movedOut + fees) * NANOCENTS_PER_CENT);
        expect(kept >= 0n).toBe(true);
        expect(kept < (transactions + 1n) * NANOCENTS_PER_CENT).toBe(true);

        // Members' positions at NAV (each rounded down to the cent) never exceed the plan's value,
        // and fall short of it only by those roundings.
        const nav = navMicro(book, prices);
        const memberValue = members.reduce((sum, units) => sum + unitsValueCents(units, nav), 0n);
        const value = valueCents(book, prices);
        expect(memberValue <= value).toBe(true);
        expect(value - memberValue <= BigInt(members.length) + 1n + book.unitsMicro / 10_000_000_000n).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
