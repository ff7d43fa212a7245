import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../../test/render-in-app.tsx";
import { CoveragePerAsset } from "./coverage-per-asset.tsx";

/** Answers the coverage call with `data`. */
function serveCoverage(data: unknown) {
  const fetch = vi.fn(async (url: string) =>
    url === "/api/transparency/coverage?days=90"
      ? new Response(JSON.stringify({ status: 200, message: "Coverage", data }))
      : new Response(JSON.stringify({ status: 404, error: "Not found" }), { status: 404 }),
  );
  vi.stubGlobal("fetch", fetch);
}

afterEach(() => vi.unstubAllGlobals());

describe("coverage per asset on /transparency", () => {
  const ROOT = {
    day: "2026-11-28",
    rootHash: "ab".repeat(32),
    total: 400,
    totalCents: 40000,
    memberCount: 1,
    ledgerPosition: 3,
    ledgerHash: "cd".repeat(32),
    builtAt: "2026-11-28T00:10:00.000Z",
    assets: [],
  };
  const asset = (name: "BTC" | "ETH" | "USD", percent: number | null) => ({
    asset: name,
    liabilitiesUnits: "150000",
    reserves: { onchain: "100000", exchangeApi: "50000", declared: "0" },
    transitUnits: "0",
    percent,
    isComplete: true,
    priceCents: 100,
  });

  it("shows the day's ratio per asset beside its liabilities root", async () => {
    serveCoverage({
      isSimulated: true,
      days: [{ day: "2026-11-28", assets: [asset("BTC", 100), asset("USD", 80.5)] }],
      tradingCosts: "plan",
    });
    renderInApp(<CoveragePerAsset days={[ROOT]} />);
    const rows = await screen.findAllByTestId("coverage-asset");
    expect(rows[0]).toHaveTextContent("0.00150000 BTC");
    expect(rows[0]).toHaveTextContent("100%");
    expect(rows[1]).toHaveTextContent("$500.00");
    expect(rows[1]).toHaveTextContent("80.5%");
    expect(screen.getByText(`${"ab".repeat(8)}…`)).toBeVisible();
    expect(screen.getByTestId("trading-costs")).toHaveTextContent("charged to the plans' books");
  });

  it("says so before the first reconciliation", async () => {
    serveCoverage({ isSimulated: true, days: [], tradingCosts: "operator" });
    renderInApp(<CoveragePerAsset days={[]} />);
    expect(await screen.findByText("No reconciliation yet")).toBeVisible();
  });
});
