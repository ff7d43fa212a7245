import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { testDeposit, testPosition } from "../../../test/deposits.ts";
import { renderInApp } from "../../../test/render-in-app.tsx";
import { DepositCard } from "./deposit-history.tsx";

const invested = (canMove: boolean) =>
  testDeposit({ status: "accepted", expectedAmount: 1052.3, position: testPosition({ canMove }) });

describe("a position on the dashboard", () => {
  it("shows units, value now, paid in, the gain and when the holding period ends, in plain words", () => {
    renderInApp(<DepositCard deposit={invested(false)} />);
    const card = screen.getByRole("article", { name: "Silver investment" });
    expect(within(card).getByText("Invested")).toBeVisible();
    expect(within(card).getByText("1,000.000000")).toBeVisible();
    expect(within(card).getByTestId("position-value")).toHaveTextContent("$1,052.30");
    expect(within(card).getByText("+$52.30 (+5.23%)")).toBeVisible();
    expect(within(card).getByText("You can move it to your wallet from December 22, 2026.")).toBeVisible();
    expect(within(card).queryByRole("button", { name: /Move to wallet/ })).toBeNull();
    expect(card.textContent).not.toMatch(/expected|target|ROI/i);
  });

  it("calls a fall a loss", () => {
    const deposit = testDeposit({
      status: "accepted",
      position: testPosition({ value: 900, gain: -100, gainPercent: -10 }),
    });
    renderInApp(<DepositCard deposit={deposit} />);
    expect(screen.getByText("Loss")).toBeVisible();
    expect(screen.getByText("−$100.00 (−10%)")).toBeVisible();
  });

  it("once the holding period is over, asks how much to move and refuses more units than held", async () => {
    const user = userEvent.setup();
    renderInApp(<DepositCard deposit={invested(true)} />);
    await user.click(screen.getByRole("button", { name: "Move to wallet from Silver" }));
    const dialog = await screen.findByRole("dialog", { name: "Move to your wallet" });
    const confirm = within(dialog).getByRole("button", { name: "Confirm move" });
    expect(within(dialog).getByTestId("move-estimate")).toHaveTextContent("About $1,052.30");
    await user.click(within(dialog).getByRole("radio", { name: "A number of units" }));
    const units = within(dialog).getByLabelText("Units to move");
    await user.type(units, "2000");
    expect(await within(dialog).findByText("You hold only 1000.000000 units")).toBeVisible();
    expect(confirm).toBeDisabled();
    await user.clear(units);
    await user.type(units, "250.5");
    expect(await within(dialog).findByTestId("move-estimate")).toHaveTextContent("About $263.60");
    expect(confirm).toBeEnabled();
  });
});
