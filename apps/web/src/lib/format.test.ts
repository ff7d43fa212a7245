import { CHAIN_STATES, type TChainState, type TDepositChain } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { testDeposit } from "../test/deposits.ts";
import {
  depositStatusLabel,
  formatAllocation,
  formatCents,
  formatCompactDollarTick,
  formatDollarTick,
  formatNav,
  formatNavTick,
  formatPercent,
  formatPrice,
  formatRiskClass,
  formatSignedDollars,
  formatUnits,
} from "./format.ts";

describe("the numbers of a model portfolio, as a member reads them", () => {
  it.each([
    [12.5, false, "12.5%"],
    [12.5, true, "+12.5%"],
    [-3.25, true, "−3.25%"],
    [-3.25, false, "−3.25%"],
    [0, true, "0%"],
    [-0.001, true, "0%"],
    [1234.5, true, "+1,234.5%"],
  ])("percent %d (signed %s) → %s", (value, signed, text) => {
    expect(formatPercent(value, { signed })).toBe(text);
  });

  it.each([
    [12.3, "+$12.30"],
    [-4, "−$4.00"],
    [0, "$0.00"],
    [-0.001, "$0.00"],
    [1500.5, "+$1,500.50"],
  ])("a change of %d dollars → %s", (value, text) => {
    expect(formatSignedDollars(value)).toBe(text);
  });

  it("keeps a NAV's six places and groups units without rounding them", () => {
    expect(formatNav(1)).toBe("$1.0000");
    expect(formatNav(0.987654)).toBe("$0.987654");
    expect(formatNav(1234.5)).toBe("$1,234.5000");
    expect(formatUnits("1234567.000001")).toBe("1,234,567.000001");
    expect(formatUnits("500.000000")).toBe("500.000000");
    expect(formatUnits("12")).toBe("12");
  });

  it("rates a plan on the 1–7 scale, or says it is too new", () => {
    expect(formatRiskClass(4)).toBe("4 of 7");
    expect(formatRiskClass(null)).toBe("Too new to rate");
  });
});

describe("a plan's mix in words", () => {
  it("lists the assets it holds, largest share first, and leaves out what it does not hold", () => {
    expect(formatAllocation({ USD: 80, BTC: 10, ETH: 10 })).toBe("80% cash, 10% Bitcoin, 10% Ether");
    expect(formatAllocation({ USD: 0, BTC: 60, ETH: 40 })).toBe("60% Bitcoin, 40% Ether");
    expect(formatAllocation({ USD: 100, BTC: 0, ETH: 0 })).toBe("100% cash");
  });
});

describe("chart ticks and prices", () => {
  it("writes dollars on an axis grouped and without padded decimals", () => {
    expect(formatDollarTick(1500)).toBe("$1,500");
    expect(formatDollarTick(0.5)).toBe("$0.5");
    expect(formatCompactDollarTick(9950)).toBe("$9,950");
    expect(formatCompactDollarTick(97_250)).toBe("$97.3k");
    expect(formatNavTick(1.02345)).toBe("$1.023");
  });

  it("writes a price in cents without empty decimals", () => {
    expect(formatPrice(150_000)).toBe("$1,500");
    expect(formatPrice(17_465)).toBe("$174.65");
    expect(formatCents(-1_050)).toBe("-$10.50");
  });
});

describe("a deposit's status", () => {
  const chain = (state: TChainState): TDepositChain => ({
    state,
    exception: state === "exception" ? "underpaid" : null,
    label: "",
    confirmations: 0,
    confirmationsNeeded: 3,
    coinSymbol: "BTC",
    quotedCoinAmount: "0.01000000",
    paidCoinAmount: "0.00500000",
    shortfallCoinAmount: null,
    excess: null,
    isSimulated: true,
    expiresAt: "2026-11-22T10:15:00.000Z",
    watchUntil: "2026-11-23T10:00:00.000Z",
    payments: [],
    settle: null,
  });

  it("never says a watched payment waits for review, nor awaits payment beside an exception", () => {
    const labels = CHAIN_STATES.map((state) => depositStatusLabel(testDeposit({ chain: chain(state) })));
    expect(labels).not.toContain("Waiting for review");
    expect(depositStatusLabel(testDeposit({ chain: chain("seen") }))).toBe("Confirming on the network");
    expect(depositStatusLabel(testDeposit({ chain: chain("exception") }))).toBe("Payment exception");
  });

  it("says a person reviews only a payment nobody watches, and names the outcome once decided", () => {
    expect(depositStatusLabel(testDeposit())).toBe("Waiting for review");
    expect(depositStatusLabel(testDeposit({ method: "card" }))).toBe("Waiting for confirmation");
    expect(depositStatusLabel(testDeposit({ status: "accepted", chain: chain("invested") }))).toBe("Invested");
  });
});

describe("percentages and NAVs written as Intl writes them", () => {
  const percent = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
  const nav = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 4,
    maximumFractionDigits: 6,
  });
  // Halves at the last place (1.005, 2.675: below the half in binary, above it in decimal), carries
  // into the whole part, exponents, and a spread of ordinary values.
  const values = [
    0,
    1.005,
    2.675,
    0.125,
    0.995,
    9.995,
    99.995,
    999.995,
    1234.565,
    0.0000005,
    1.0000005,
    0.9999995,
    1e-7,
    1e21,
    123456789.123456,
    12.5,
    0.1 + 0.2,
  ];
  for (let i = 1; i <= 400; i++) values.push(((i * 7919) % 1_000_003) / 10 ** (i % 8));

  it("keeps Intl's digits, grouping and rounding for every one", () => {
    for (const value of values) {
      for (const sign of [1, -1]) {
        const digits = percent.format(value);
        const expected = digits === "0" ? "0%" : sign < 0 && value > 0 ? `−${digits}%` : `${digits}%`;
        expect(formatPercent(sign * value), String(sign * value)).toBe(expected);
        expect(formatNav(sign * value)).toBe(nav.format(sign * value));
      }
    }
  });
});
