import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AppProvider } from "../../../app/provider.tsx";
import { testPlan } from "../../../test/plans.ts";
import { renderInApp } from "../../../test/render-in-app.tsx";
import { MethodStep } from "./method-step.tsx";
import { PlanAmountStep } from "./plan-amount-step.tsx";

describe("method step", () => {
  it("marks the card option unavailable before anything is typed when there is no gateway", () => {
    renderInApp(
      <MethodStep method={null} card={{ gateway: "none", isAvailable: false }} onChange={() => {}} onNext={() => {}} />,
    );
    expect(screen.getByRole("radio", { name: /Card/ })).toBeDisabled();
    expect(screen.getByText("Unavailable")).toBeVisible();
    expect(screen.getByText("Card payments are not available. Please pay with cryptocurrency.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("labels the sandbox gateway as test mode", () => {
    renderInApp(
      <MethodStep
        method="card"
        card={{ gateway: "sandbox", isAvailable: true }}
        onChange={() => {}}
        onNext={() => {}}
      />,
    );
    expect(screen.getByRole("radio", { name: /Card/ })).toBeEnabled();
    expect(screen.getByText("Test mode")).toBeVisible();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
  });
});

describe("plan and amount step", () => {
  const plans = [
    testPlan({ id: "a", name: "Silver", minAmount: 500, maxAmount: 4999, riskClass: 4 }),
    testPlan({ id: "b", name: "Platinum", minAmount: 500000, maxAmount: null, weights: { USD: 0, BTC: 60, ETH: 40 } }),
  ];

  it("formats the range as money and says 'Enter an amount' when the field is emptied", async () => {
    const user = userEvent.setup();
    function Harness() {
      const [amount, setAmount] = useState("");
      return (
        <PlanAmountStep
          plans={plans}
          planId="a"
          amount={amount}
          onPlan={() => {}}
          onAmount={setAmount}
          onBack={() => {}}
          onNext={() => {}}
        />
      );
    }
    renderInApp(<Harness />);
    const field = screen.getByLabelText("Amount (USD)");
    await user.type(field, "40");
    expect(await screen.findByText("Amount must be between $500.00 and $4,999.00 for this plan")).toBeVisible();
    await user.clear(field);
    expect(await screen.findByText("Enter an amount")).toBeVisible();
  });

  it("shows each plan's mix, risk class, fee and holding period with a link to its record, and no promise", () => {
    renderInApp(
      <PlanAmountStep
        plans={plans}
        planId={null}
        amount=""
        onPlan={() => {}}
        onAmount={() => {}}
        onBack={() => {}}
        onNext={() => {}}
      />,
    );
    const silver = screen.getByRole("radio", { name: /^Silver/ }).closest("div.rounded-xl") as HTMLElement;
    expect(silver).toHaveTextContent("80% cash, 10% Bitcoin, 10% Ether");
    expect(silver).toHaveTextContent("Risk class4 of 7");
    expect(silver).toHaveTextContent("Yearly fee0.5%");
    expect(silver).toHaveTextContent("Holding period30 days");
    expect(screen.getByRole("link", { name: "See its record of Platinum (opens in a new tab)" })).toHaveAttribute(
      "href",
      "/plans/b",
    );
    expect(screen.getByText("Too new to rate")).toBeVisible();
    expect(document.body.textContent).not.toMatch(/ROI|target|profit|expected/i);
  });

  it("shows 'min - max' or 'min and above' as the placeholder and enables Next only within the range", async () => {
    const user = userEvent.setup();
    const onAmount = vi.fn();
    const { rerender } = renderInApp(
      <PlanAmountStep
        plans={plans}
        planId="a"
        amount=""
        onPlan={() => {}}
        onAmount={onAmount}
        onBack={() => {}}
        onNext={() => {}}
      />,
    );
    expect(screen.getByLabelText("Amount (USD)")).toHaveAttribute("placeholder", "500 - 4999");
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await user.type(screen.getByLabelText("Amount (USD)"), "7");
    expect(onAmount).toHaveBeenCalledWith("7");
    rerender(
      <AppProvider>
        <RouterProvider
          router={createMemoryRouter([
            {
              path: "/",
              element: (
                <PlanAmountStep
                  plans={plans}
                  planId="b"
                  amount=""
                  onPlan={() => {}}
                  onAmount={() => {}}
                  onBack={() => {}}
                  onNext={() => {}}
                />
              ),
            },
          ])}
        />
      </AppProvider>,
    );
    expect(screen.getByLabelText("Amount (USD)")).toHaveAttribute("placeholder", "500000 and above");
  });
});
