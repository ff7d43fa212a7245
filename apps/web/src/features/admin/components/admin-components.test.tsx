import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ZAdminAddMoneyForm } from "@vaultline/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { renderInApp } from "../../../test/render-in-app.tsx";
import { testUser } from "../../../test/users.ts";
import { maskedCard, UserSummary } from "./user-summary.tsx";

describe("maskedCard", () => {
  it("shows brand, last 4 and expiry only (docs/product-rules.md §1)", () => {
    expect(maskedCard({ cardName: "Grace Hopper", brand: "visa", last4: "4242", expiryDate: "12/27" })).toBe(
      "VISA •••• 4242, 12/27",
    );
  });
});

describe("Pagination", () => {
  it("is hidden on a single page", () => {
    const { container } = render(
      <Pagination page={1} pageSize={20} total={3} isTotalCapped={false} noun="users" onPage={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("says 'more than' when the server stopped counting, and keeps Next enabled", async () => {
    const onPage = vi.fn();
    render(<Pagination page={1} pageSize={20} total={1000} isTotalCapped={true} noun="users" onPage={onPage} />);
    expect(screen.getByText("Page 1 · more than 1,000 users")).toBeVisible();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole("button", { name: "Next" }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it("counts pages exactly otherwise", () => {
    render(<Pagination page={3} pageSize={20} total={45} isTotalCapped={false} noun="users" onPage={() => {}} />);
    expect(screen.getByText("Page 3 of 3 · 45 users")).toBeVisible();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });
});

describe("add-money form schema", () => {
  it.each([
    [{ amount: "25.50", reason: "goodwill" }, true],
    [{ amount: "-10", reason: "correction" }, true],
    [{ amount: "0", reason: "x" }, false],
    [{ amount: "-0.00", reason: "x" }, false],
    [{ amount: "1.234", reason: "x" }, false],
    [{ amount: "abc", reason: "x" }, false],
    [{ amount: "10", reason: "   " }, false],
  ])("%o valid: %s", (values, isValid) => {
    expect(ZAdminAddMoneyForm.safeParse(values).success).toBe(isValid);
  });
});

describe("UserSummary", () => {
  afterEach(() => vi.unstubAllGlobals());
  const member = testUser({ id: "u-1" });

  it("keeps a refused change's reason in the open dialog, and says it beside a button that needs none", async () => {
    const user = userEvent.setup();
    const refusal = "The last admin cannot be removed";
    let release: () => void = () => {};
    const refuse = (status: number, error: string) => new Response(JSON.stringify({ status, error }), { status });
    const fetch = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          if (init?.method !== "PATCH") resolve(new Response(JSON.stringify({ status: 200, data: [] })));
          else release = () => resolve(refuse(409, refusal));
        }),
    );
    vi.stubGlobal("fetch", fetch);
    renderInApp(<UserSummary user={member} viewerId="admin-1" />);
    await user.click(screen.getByRole("button", { name: "Make admin" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Yes, make admin" }));
    // Sent, not yet answered: the dialog stays, its button busy.
    expect(screen.getByRole("dialog")).toBeVisible();
    expect(within(dialog).getByRole("button", { name: /Yes, make admin/ })).toBeDisabled();
    release();
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(refusal);
    expect(screen.getByRole("dialog")).toBeVisible();

    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Unverify" }));
    release();
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
  });
});
