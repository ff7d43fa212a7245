import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { DecisionActions } from "./decision-actions.tsx";

const labels = { approveLabel: "Approve", denyLabel: "Deny withdrawal", reasonLabel: "Reason (the user sees it)" };

describe("the approve / deny block of an admin review", () => {
  it("asks for a reason only after Deny, refuses a blank one, and sends it trimmed", async () => {
    const onApprove = vi.fn();
    const onDeny = vi.fn();
    render(<DecisionActions {...labels} onApprove={onApprove} onDeny={onDeny} isPending={false} />);
    expect(screen.queryByLabelText("Reason (the user sees it)")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Deny" }));
    const deny = screen.getByRole("button", { name: "Deny withdrawal" });
    await userEvent.type(screen.getByLabelText("Reason (the user sees it)"), "   ");
    expect(deny).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Reason (the user sees it)"), "Sanctioned address ");
    await userEvent.click(deny);
    expect(onDeny).toHaveBeenCalledWith("Sanctioned address");

    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    expect(onApprove).toHaveBeenCalledOnce();
  });

  it("shows the reason from the start when asked, with its minimum length", async () => {
    const onDeny = vi.fn();
    render(
      <DecisionActions
        {...labels}
        reasonShown="always"
        minReasonLength={3}
        onApprove={() => {}}
        onDeny={onDeny}
        isPending={false}
      />,
    );
    await userEvent.type(screen.getByLabelText("Reason (the user sees it)"), "no");
    expect(screen.getByRole("button", { name: "Deny withdrawal" })).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Reason (the user sees it)"), "t paid");
    await userEvent.click(screen.getByRole("button", { name: "Deny withdrawal" }));
    expect(onDeny).toHaveBeenCalledWith("not paid");
  });

  it("keeps a refused decision's reason on screen beside the buttons", () => {
    const refusal = new ApiError(409, "A second admin must approve this withdrawal");
    const { rerender } = render(
      <DecisionActions {...labels} onApprove={() => {}} onDeny={() => {}} isPending={false} error={refusal} />,
    );
    expect(screen.getByText("A second admin must approve this withdrawal")).toBeInTheDocument();
    rerender(<DecisionActions {...labels} onApprove={() => {}} onDeny={() => {}} isPending={false} error={null} />);
    expect(screen.queryByText("A second admin must approve this withdrawal")).not.toBeInTheDocument();
  });
});
