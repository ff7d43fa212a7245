import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FilterTabs } from "./filter-tabs.tsx";

describe("FilterTabs", () => {
  it("marks the current view pressed and reports the one chosen", async () => {
    const onChange = vi.fn();
    render(<FilterTabs label="Filter" options={{ open: "Open", all: "All" }} value="open" onChange={onChange} />);
    expect(screen.getByRole("group", { name: "Filter" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Open" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    await userEvent.setup().click(screen.getByRole("button", { name: "All" }));
    expect(onChange).toHaveBeenCalledWith("all");
  });
});
