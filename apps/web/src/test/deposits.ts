import type { TDeposit, TPosition } from "@vaultline/shared";

/** A member's deposit as the API returns it, awaiting payment unless `overrides` say otherwise. */
export function testDeposit(overrides: Partial<TDeposit> = {}): TDeposit {
  return {
    id: "d1",
    planId: "p1",
    planName: "Silver",
    roi: 12,
    amount: 1000,
    email: "ada@example.test",
    method: "crypto",
    currency: "BTC",
    txId: null,
    quote: null,
    proofUrl: null,
    card: null,
    status: "pending",
    denyReason: null,
    expectedAmount: null,
    withdrawalDate: null,
    position: null,
    payout: null,
    settleNote: null,
    decidedAt: null,
    settledAt: null,
    date: "2026-11-22T10:00:00.000Z",
    chain: null,
    ...overrides,
  };
}

/** 1,000 units bought at $1.00, worth $1,052.30 now, the holding period ending on 22 December 2026. */
export function testPosition(overrides: Partial<TPosition> = {}): TPosition {
  return {
    units: "1000.000000",
    unitsMoved: "0.000000",
    navPerUnit: 1.0523,
    value: 1052.3,
    paidIn: 1000,
    rounding: 0,
    gain: 52.3,
    gainPercent: 5.23,
    holdingEndsAt: "2026-12-22T10:00:00.000Z",
    canMove: false,
    ...overrides,
  };
}
