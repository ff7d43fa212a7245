import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DEMO_MESSAGES, type TDemoPosition } from "@vaultline/shared";
import { describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../../test/render-in-app.tsx";
import { OrderTicket } from "./order-ticket.tsx";
import { PositionsTable } from "./positions-table.tsx";
import { WaitingOrderForm } from "./waiting-order-form.tsx";

function renderTicket(props: Partial<Parameters<typeof OrderTicket>[0]> = {}) {
  const onPlace = vi.fn(async () => true);
  renderInApp(
    <OrderTicket
      symbol="BTC"
      midPrice={60_000}
      cash={10_000}
      heldQuantity={null}
      onPlace={onPlace}
      isPlacing={false}
      {...props}
    />,
  );
  return { onPlace, user: userEvent.setup() };
}

describe("order ticket", () => {
  it("estimates a buy with the spread, then asks for confirmation before placing it", async () => {
    const { onPlace, user } = renderTicket();
    const review = screen.getByRole("button", { name: "Review buy order" });
    expect(review).toBeDisabled();
    await user.type(screen.getByLabelText("Amount (virtual USD)"), "1000");
    expect(screen.getByTestId("order-estimate")).toHaveTextContent(
      "Buy about 0.01665001 BTC at about $60,060.00 (price + 0.1 % spread) for about $1,000.00.",
    );
    await user.click(review);
    expect(onPlace).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Confirm buy" }));
    expect(onPlace).toHaveBeenCalledWith({ symbol: "BTC", side: "buy", usd: "1000" });
    expect(screen.getByLabelText("Amount (virtual USD)")).toHaveValue("");
  });

  it("refuses more than the virtual cash before anything is sent", async () => {
    const { onPlace, user } = renderTicket({ cash: 500 });
    await user.type(screen.getByLabelText("Amount (virtual USD)"), "500.01");
    expect(screen.getByText(DEMO_MESSAGES.insufficientCash)).toBeVisible();
    expect(screen.getByRole("button", { name: "Review buy order" })).toBeDisabled();
    await user.keyboard("{Enter}");
    expect(onPlace).not.toHaveBeenCalled();
  });

  it("sells a coin quantity, with a Sell all shortcut, at the price minus the spread", async () => {
    const { onPlace, user } = renderTicket({ heldQuantity: "0.05000000" });
    await user.click(screen.getByRole("radio", { name: "Sell" }));
    await user.click(screen.getByRole("button", { name: "Sell all" }));
    expect(screen.getByLabelText("Quantity (BTC)")).toHaveValue("0.05000000");
    expect(screen.getByTestId("order-estimate")).toHaveTextContent(
      "Sell about 0.05000000 BTC at about $59,940.00 (price − 0.1 % spread) for proceeds of about $2,997.00.",
    );
    await user.clear(screen.getByLabelText("Quantity (BTC)"));
    await user.type(screen.getByLabelText("Quantity (BTC)"), "0.06");
    expect(screen.getByText(DEMO_MESSAGES.insufficientCoin)).toBeVisible();
    await user.clear(screen.getByLabelText("Quantity (BTC)"));
    await user.type(screen.getByLabelText("Quantity (BTC)"), "0.02");
    await user.click(screen.getByRole("button", { name: "Review sell order" }));
    await user.click(screen.getByRole("button", { name: "Confirm sell" }));
    expect(onPlace).toHaveBeenCalledWith({ symbol: "BTC", side: "sell", quantity: "0.02" });
  });

  it("cannot order while prices are unavailable", async () => {
    const { user } = renderTicket({ midPrice: null });
    await user.type(screen.getByLabelText("Amount (virtual USD)"), "100");
    expect(screen.getByText("Prices are unavailable right now, so orders cannot be placed.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Review buy order" })).toBeDisabled();
  });
});

describe("positions table", () => {
  const position = (over: Partial<TDemoPosition>): TDemoPosition => ({
    symbol: "BTC",
    quantity: "0.05000000",
    averageCost: 60_060,
    costBasis: 3_003,
    price: 62_000,
    marketValue: 3_100,
    unrealisedPnl: 97,
    unrealisedPnlPercent: 3.23,
    ...over,
  });

  it("shows quantity, average cost, price and a signed, coloured unrealised P&L", () => {
    renderInApp(
      <PositionsTable
        positions={[
          position({}),
          position({ symbol: "ETH", quantity: "1.00000000", unrealisedPnl: -5, unrealisedPnlPercent: -0.16 }),
        ]}
      />,
    );
    const btc = screen.getByRole("row", { name: /BTC/ });
    expect(within(btc).getByText("0.05000000")).toBeVisible();
    expect(within(btc).getByText("$60,060.00")).toBeVisible();
    expect(within(btc).getByText("$62,000.00")).toBeVisible();
    expect(screen.getByTestId("unrealised-BTC")).toHaveTextContent("+$97.00(+3.23 %)");
    expect(screen.getByTestId("unrealised-BTC").firstElementChild).toHaveClass("text-teal-700");
    expect(screen.getByTestId("unrealised-ETH")).toHaveTextContent("−$5.00(−0.16 %)");
    expect(screen.getByTestId("unrealised-ETH").firstElementChild).toHaveClass("text-red-700");
  });

  it("says so when there are no positions", () => {
    renderInApp(<PositionsTable positions={[]} />);
    expect(screen.getByText("No positions yet")).toBeVisible();
  });
});

describe("limit and stop order form", () => {
  it("sends a stop-loss sell with its quantity and price, and explains when it fills", async () => {
    const onPlace = vi.fn(async () => true);
    renderInApp(
      <WaitingOrderForm
        type="stop"
        symbol="BTC"
        midPrice={60_000}
        heldQuantity="0.50000000"
        onPlace={onPlace}
        isPlacing={false}
      />,
    );
    const user = userEvent.setup();
    const place = screen.getByRole("button", { name: "Place stop sell order" });
    expect(place).toBeDisabled();
    expect(screen.getByText(/A stop-loss: sells at the market once the price falls to your stop price/)).toBeVisible();
    await user.type(screen.getByLabelText("Quantity (BTC)"), "0.25");
    await user.type(screen.getByLabelText("Stop price (virtual USD per coin)"), "55000");
    await user.click(place);
    expect(onPlace).toHaveBeenCalledWith({
      symbol: "BTC",
      side: "sell",
      type: "stop",
      quantity: "0.25",
      price: "55000",
    });
    expect(screen.getByLabelText("Quantity (BTC)")).toHaveValue("");
  });
});
