import { describe, expect, it } from "vitest";
import {
  arrivingUnits,
  COIN_DECIMALS,
  centsToSatoshis,
  centsToUsdtUnits,
  centsToWei,
  coinUnitsFor,
  formatCoinAmount,
  formatUnits,
  paymentUri,
  UNITS_PER_COIN,
  USDT_MAINNET,
} from "./crypto-units.ts";

describe("centsToSatoshis rounds up to the next satoshi", () => {
  it.each([
    // [cents, cents per BTC, satoshis]
    [100_000, 6_518_234, 1_534_158], // $1,000 at $65,182.34: 1534157.87… → 1534158
    [100_000, 10_000_000, 1_000_000], // $1,000 at $100,000: exactly 0.01 BTC
    [1, 10_000_000, 10], // one cent at $100,000: exactly 10 sat
    [1, 6_518_234, 16], // one cent at $65,182.34: 15.34… → 16
    [0, 10_000_000, 0],
    [50_000, 3_000_000, 1_666_667], // 1666666.66… → 1666667
    [100_000_000_000, 100_000_000, 100_000_000_000], // $1e9 at $1M/BTC: 1000 BTC; the product passes 2^53
    [99, 1, 9_900_000_000], // a rate of 1 cent per coin
  ])("%i cents at %i cents/BTC → %i sat", (cents, rate, sats) => {
    expect(centsToSatoshis(cents, rate)).toBe(sats);
  });

  it("never leaves the payer short", () => {
    for (const [cents, rate] of [
      [123_456, 6_518_234],
      [250_00, 9_999_999],
      [1500_00, 7_777_777],
    ] as const) {
      const sats = centsToSatoshis(cents, rate);
      expect(BigInt(sats) * BigInt(rate)).toBeGreaterThanOrEqual(BigInt(cents) * 100_000_000n);
      expect(BigInt(sats - 1) * BigInt(rate)).toBeLessThan(BigInt(cents) * 100_000_000n);
    }
  });

  it.each([
    [-1, 100],
    [1.5, 100],
    [100, 0],
    [100, -5],
    [100, 2.5],
  ])("refuses %s cents at %s", (cents, rate) => {
    expect(() => centsToSatoshis(cents, rate)).toThrow(RangeError);
  });

  it("refuses an amount whose satoshis pass 2^53", () => {
    expect(() => centsToSatoshis(100_000_000_000, 1)).toThrow("amount too large");
  });
});

describe("centsToUsdtUnits (6 decimals, 1:1 with the dollar)", () => {
  it.each([
    [1, 10_000],
    [100, 1_000_000],
    [100_050, 1_000_500_000],
    [100_000_000_000, 1_000_000_000_000_000],
  ])("%i cents → %i units", (cents, units) => {
    expect(centsToUsdtUnits(cents)).toBe(units);
  });

  it("coinUnitsFor quotes USDT at 100 cents per coin whatever rate is passed", () => {
    expect(coinUnitsFor("USDT_ERC20", 250_00, 0)).toEqual({ units: 250_000_000n, centsPerCoin: 100 });
    expect(coinUnitsFor("BTC", 100_000, 10_000_000)).toEqual({ units: 1_000_000n, centsPerCoin: 10_000_000 });
  });
});

describe("centsToWei rounds up to the 8th decimal of an ether", () => {
  it.each([
    // [cents, cents per ETH, wei]
    [100_000, 300_000, 333_333_340_000_000_000n], // $1,000 at $3,000: 0.3333333333… → 0.33333334 ETH
    [300_000, 300_000, 1_000_000_000_000_000_000n], // exactly 1 ETH
    [1, 300_000, 3_340_000_000_000n], // one cent: 0.00000333… → 0.00000334 ETH
    [0, 300_000, 0n],
    // $50,000 at $3,000: 16.67 ETH, past bigint's 9.2 ETH and far past 2^53 wei
    [5_000_000, 300_000, 16_666_666_670_000_000_000n],
  ])("%i cents at %i cents/ETH → %s wei", (cents, rate, wei) => {
    expect(centsToWei(cents, rate)).toBe(wei);
    expect(coinUnitsFor("ETH", cents, rate)).toEqual({ units: wei, centsPerCoin: rate });
  });

  it("never leaves the payer short and asks no more than the next step", () => {
    for (const [cents, rate] of [
      [123_456, 312_345],
      [250_00, 299_999],
      [1500_00, 277_777],
    ] as const) {
      const wei = centsToWei(cents, rate);
      expect(wei * BigInt(rate)).toBeGreaterThanOrEqual(BigInt(cents) * 10n ** 18n);
      expect((wei - 10n ** 10n) * BigInt(rate)).toBeLessThan(BigInt(cents) * 10n ** 18n);
      expect(wei % 10n ** 10n).toBe(0n);
    }
  });

  it("refuses a bad rate", () => {
    expect(() => centsToWei(100, 0)).toThrow(RangeError);
  });
});

describe("formatUnits without floats", () => {
  it.each([
    [1_534_210, 8, 8, "0.01534210"],
    [1, 8, 8, "0.00000001"],
    [0, 8, 8, "0.00000000"],
    [2_100_000_000_000_000n, 8, 8, "21000000.00000000"],
    [100_000_000, 8, 8, "1.00000000"],
    [1_000_500_000, 6, 2, "1000.50"],
    [1_000_000_000, 6, 2, "1000.00"],
    [1_000_123_400, 6, 2, "1000.1234"],
    [1_000_000_001, 6, 2, "1000.000001"],
    [5, 0, 0, "5"],
    [-150, 2, 2, "-1.50"],
  ])("%s with %i decimals (%i shown) → %s", (units, decimals, shown, text) => {
    expect(formatUnits(units, decimals, shown)).toBe(text);
  });

  it("formats what the payer sends", () => {
    expect(formatCoinAmount("BTC", 1_534_210)).toBe("0.01534210");
    expect(formatCoinAmount("USDT_ERC20", 1_000_500_000)).toBe("1000.50");
    expect(formatCoinAmount("ETH", 333_333_340_000_000_000n)).toBe("0.33333334");
    expect(formatCoinAmount("ETH", 16_666_666_670_000_000_000n)).toBe("16.66666667");
  });

  it("derives units per coin from the decimals declared once", () => {
    expect(UNITS_PER_COIN).toEqual({ BTC: 100_000_000n, USDT_ERC20: 1_000_000n, ETH: 10n ** 18n });
    expect(COIN_DECIMALS).toEqual({ BTC: 8, USDT_ERC20: 6, ETH: 18 });
  });
});

describe("paymentUri", () => {
  it("is BIP21 for Bitcoin, with the amount in BTC", () => {
    expect(paymentUri("BTC", "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu", 1_534_210, USDT_MAINNET)).toBe(
      "bitcoin:bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu?amount=0.01534210",
    );
  });

  it("is an EIP-681 token transfer for USDT-ERC20, with the amount in base units", () => {
    expect(paymentUri("USDT_ERC20", "0x9858EfFD232B4033E47d90003D41EC34EcaEda94", 1_000_500_000, USDT_MAINNET)).toBe(
      "ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=0x9858EfFD232B4033E47d90003D41EC34EcaEda94&uint256=1000500000",
    );
  });

  it("is an EIP-681 ether payment to the address itself, with the value in wei", () => {
    expect(
      paymentUri("ETH", "0x9858EfFD232B4033E47d90003D41EC34EcaEda94", 333_333_340_000_000_000n, USDT_MAINNET),
    ).toBe("ethereum:0x9858EfFD232B4033E47d90003D41EC34EcaEda94@1?value=333333340000000000");
  });
});

describe("arrivingUnits", () => {
  it("takes the network fee estimate off the coin amount, and nothing when none was estimated", () => {
    expect(arrivingUnits(1_534_158, 2_500)).toBe(1_531_658);
    expect(arrivingUnits(1_534_158, null)).toBe(1_534_158);
  });
});
