import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FaqSectionAccordion } from "./faq-accordion.tsx";

const section = {
  section: "General",
  items: [
    { id: "a", question: "What is Vaultline?", answer: "A place to invest in model portfolios." },
    { id: "b", question: "How is my deposit checked?", answer: "A person compares your proof of payment." },
    { id: "c", question: "Can I lose money?", answer: "Yes: crypto assets are high-risk." },
  ],
};

describe("a FAQ section", () => {
  it("opens and closes a question with a click, Enter or Space, one at a time and several at once", async () => {
    const user = userEvent.setup();
    render(<FaqSectionAccordion section={section} />);
    expect(screen.getByRole("heading", { level: 2, name: "General" })).toBeInTheDocument();
    const question = screen.getByRole("button", { name: "How is my deposit checked?" });
    expect(question).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(/compares your proof/)).not.toBeInTheDocument();

    await user.click(question);
    expect(question).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "How is my deposit checked?" })).toHaveTextContent(
      "A person compares your proof of payment.",
    );

    const other = screen.getByRole("button", { name: "Can I lose money?" });
    other.focus();
    await user.keyboard(" ");
    expect(other).toHaveAttribute("aria-expanded", "true");
    expect(question).toHaveAttribute("aria-expanded", "true");

    question.focus();
    await user.keyboard("{Enter}");
    expect(question).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(/compares your proof/)).not.toBeInTheDocument();
  });

  it("moves between the questions with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    render(<FaqSectionAccordion section={section} />);
    const [first, second, third] = screen.getAllByRole("button");
    first?.focus();
    await user.keyboard("{ArrowDown}");
    expect(second).toHaveFocus();
    await user.keyboard("{End}");
    expect(third).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(first).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(third).toHaveFocus();
    await user.keyboard("{Home}");
    expect(first).toHaveFocus();
  });
});
