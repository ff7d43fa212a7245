import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../../../test/render-in-app.tsx";
import { PlanForm } from "./plan-form.tsx";

describe("the admin plan editor", () => {
  it("shows the sum of the weights and refuses a mix that does not add up to 100", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    renderInApp(<PlanForm submitLabel="Create package" isSubmitting={false} onSubmit={onSubmit} />);
    expect(screen.queryByLabelText(/ROI/)).toBeNull();
    await user.type(screen.getByLabelText("Name"), "Cautious");
    await user.type(screen.getByLabelText("Minimum amount (USD)"), "200");
    await user.type(screen.getByLabelText("Maximum amount (USD)"), "999");
    const create = screen.getByRole("button", { name: "Create package" });
    const total = screen.getByTestId("weights-total");
    expect(total).toHaveTextContent("Total: 100%");
    await user.clear(screen.getByLabelText("Bitcoin (%)"));
    await user.type(screen.getByLabelText("Bitcoin (%)"), "20");
    await vi.waitFor(() => expect(total).toHaveTextContent("Total: 110% · Weights must add up to 100%"));
    expect(create).toBeDisabled();
    await user.clear(screen.getByLabelText("Cash (%)"));
    await user.type(screen.getByLabelText("Cash (%)"), "70");
    await vi.waitFor(() => expect(total).toHaveTextContent(/^Total: 100%$/));
    await user.clear(screen.getByLabelText("Yearly fee (%)"));
    await user.type(screen.getByLabelText("Yearly fee (%)"), "6");
    expect(await screen.findByText("The yearly fee must be between 0% and 5%")).toBeVisible();
    expect(create).toBeDisabled();
    await user.clear(screen.getByLabelText("Yearly fee (%)"));
    await user.type(screen.getByLabelText("Yearly fee (%)"), "1.25");
    await vi.waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(onSubmit).toHaveBeenCalledWith({
      name: "Cautious",
      description: "",
      minAmount: "200",
      maxAmount: "999",
      weights: { BTC: "20", ETH: "10", USD: "70" },
      feePercent: "1.25",
      holdingDays: "30",
    });
  });
});
