import { screen } from "@testing-library/react";
import type { TPlanRecord } from "@vaultline/shared";
import { RISK_BANDS } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { testPlan } from "../../../test/plans.ts";
import { renderInApp } from "../../../test/render-in-app.tsx";
import { PlanRecord } from "./plan-record.tsx";

function record(overrides: Partial<TPlanRecord> = {}): TPlanRecord {
  return {
    plan: testPlan({ name: "Gold", weights: { USD: 40, BTC: 40, ETH: 20 }, feePercent: 0.75, holdingDays: 30 }),
    holdings: [
      { asset: "BTC", amount: "0.06451613", valueUsd: 4000, weightNow: 40 },
      { asset: "ETH", amount: "0.645161290", valueUsd: 2000, weightNow: 20 },
      { asset: "USD", amount: "4000.00", valueUsd: 4000, weightNow: 40 },
    ],
    unitsOutstanding: "10000.000000",
    navPerUnit: 1,
    asOf: "2026-11-26T10:00:00.000Z",
    pricesSimulated: true,
    navHistory: [{ date: "2026-11-26", nav: 1 }],
    returns: { oneMonth: null, threeMonths: null, oneYear: null, sinceLaunch: 0 },
    maxDrawdown: null,
    volatility: null,
    riskClass: null,
    riskBands: [...RISK_BANDS],
    tradingCosts: { bornBy: "operator", charged: 0, fills: 0 },
    ...overrides,
  };
}

describe("a plan's public record", () => {
  it("says plainly what a young plan cannot show yet, and never promises", () => {
    renderInApp(<PlanRecord record={record()} />);
    expect(screen.getAllByText("Not enough history yet")).toHaveLength(6);
    expect(screen.getByText(/too new to rate/)).toBeVisible();
    expect(screen.getByText("Simulated prices")).toBeVisible();
    expect(screen.getByText("0.75% a year")).toBeVisible();
    expect(
      screen.getByText("Past performance does not predict future returns. The value can fall below what you put in."),
    ).toBeVisible();
    expect(document.body.textContent).not.toMatch(/target return|expected|guaranteed|profit/i);
  });

  it("shows measured returns with their sign, the largest fall, and marks the risk class on the scale", async () => {
    renderInApp(
      <PlanRecord
        record={record({
          navHistory: [
            { date: "2026-09-01", nav: 1 },
            { date: "2026-10-01", nav: 0.9 },
            { date: "2026-11-26", nav: 1.05 },
          ],
          returns: { oneMonth: 4.5, threeMonths: -2.25, oneYear: null, sinceLaunch: 5 },
          maxDrawdown: -10,
          volatility: 18.3,
          riskClass: 6,
        })}
      />,
    );
    expect(screen.getByText("+4.5%")).toBeVisible();
    expect(screen.getByText("−2.25%")).toBeVisible();
    expect(screen.getByText("−10%")).toBeVisible();
    expect(screen.getByText("18.3%")).toBeVisible();
    expect(screen.getByText("6 of 7")).toBeVisible();
    const current = screen.getByRole("listitem", { current: true });
    expect(current).toHaveTextContent("6 (this plan)");
    // The chart's code loads after the record: its placeholder first, then the figure.
    expect(await screen.findByRole("figure", { name: "Value of one unit since launch" })).toHaveTextContent(
      "One unit was worth $1.0000 on September 1, 2026 and $1.0500 on November 26, 2026.",
    );
  });
});
