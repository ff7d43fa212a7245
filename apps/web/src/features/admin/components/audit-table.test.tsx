import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AUDIT_ACTIONS, type TAuditEntry } from "@vaultline/shared";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AUDIT_SENTENCES } from "./audit-sentences.ts";
import { AuditSentence, AuditTable } from "./audit-table.tsx";

const ADA = { id: "u-ada", name: "Ada Lovelace", username: "ada" };

function entry(overrides: Partial<TAuditEntry>): TAuditEntry {
  return {
    id: "e1",
    admin: { id: "u-maria", username: "maria", name: "Maria Lopez" },
    action: "deposit.approve",
    targetType: "deposit",
    targetId: "d-1",
    before: { status: "pending" },
    after: { status: "accepted" },
    reason: null,
    createdAt: "2026-11-22T10:05:00.000Z",
    target: { person: ADA, amount: 1000, name: "Silver", isFound: true },
    ...overrides,
  };
}

function show(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: "/", element }]);
  return render(<RouterProvider router={router} />);
}

describe("the audit log in words", () => {
  it("says who approved whose deposit, with links to the member and the deposit", () => {
    const { container } = show(<AuditSentence entry={entry({})} />);
    expect(container).toHaveTextContent(
      "Maria Lopez (@maria) approved Ada Lovelace's deposit of $1,000.00 into Silver.",
    );
    expect(screen.getByRole("link", { name: "Ada Lovelace" })).toHaveAttribute("href", "/admin/users/user/u-ada");
    expect(screen.getByRole("link", { name: "deposit of $1,000.00" })).toHaveAttribute("href", "/admin/deposit/d-1");
  });

  it("says a wallet adjustment with its sign, and names a deleted lesson without a link", () => {
    const adjust = entry({
      action: "wallet.adjust",
      targetType: "user",
      targetId: "u-ada",
      after: { amountCents: -2550, balanceCents: 100 },
      target: { person: ADA, amount: null, name: null, isFound: true },
    });
    const { container, unmount } = show(<AuditSentence entry={adjust} />);
    expect(container).toHaveTextContent("Maria Lopez (@maria) adjusted Ada Lovelace's wallet by −$25.50.");
    unmount();
    const deleted = entry({
      action: "course.lesson.delete",
      targetType: "course_lesson",
      admin: null,
      before: { title: "Order books" },
      after: null,
      target: { person: null, amount: null, name: null, isFound: false },
    });
    const again = show(<AuditSentence entry={deleted} />);
    expect(again.container).toHaveTextContent("The operator (command line) deleted the lesson Order books.");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("has a sentence for every action the server records, and reads an unknown one by its name", () => {
    expect(AUDIT_ACTIONS.filter((action) => !AUDIT_SENTENCES[action])).toEqual([]);
    const { container } = show(<AuditSentence entry={entry({ action: "deposit.chain_match" })} />);
    expect(container).toHaveTextContent("Maria Lopez (@maria): deposit chain match on this record.");
  });

  it("keeps the raw record one click away", async () => {
    show(<AuditTable entries={[entry({ reason: "paid in full" })]} />);
    const raw = screen.getAllByText("Raw record")[0];
    if (!raw) throw new Error("no raw record");
    await userEvent.setup().click(raw);
    const details = raw.closest("details");
    expect(details).toHaveAttribute("open");
    expect(within(details as HTMLElement).getByText(/"targetId": "d-1"/)).toBeVisible();
    expect(screen.getAllByText("paid in full")[0]).toBeInTheDocument();
  });
});
