import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { REVIEW_MESSAGES } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { renderInApp } from "../../../test/render-in-app.tsx";
import { ReviewCard } from "./review-card.tsx";
import { ReviewForm } from "./review-form.tsx";
import { ReviewRules } from "./review-rules.tsx";

describe("review form", () => {
  it("takes the rating from the keyboard and keeps sending off until the text is long enough", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderInApp(<ReviewForm current={null} onSaved={() => {}} />);
    const send = screen.getByRole("button", { name: "Send my review" });
    expect(send).toBeDisabled();

    // Tab into the rating, then arrow keys move between the stars as in any radio group.
    await user.tab();
    expect(screen.getByRole("radio", { name: "1 star" })).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("radio", { name: "4 stars" })).toBeChecked();

    await user.type(screen.getByLabelText("Your review"), "Too short");
    expect(await screen.findByText(REVIEW_MESSAGES.textTooShort)).toBeVisible();
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText("Your review"), ", but now it says enough.");
    expect(screen.queryByText(REVIEW_MESSAGES.textTooShort)).toBeNull();
    expect(send).toBeEnabled();

    await user.upload(
      screen.getByLabelText("An image (optional)"),
      new File(["x"], "notes.txt", { type: "text/plain" }),
    );
    expect(await screen.findByText("File Not Supported")).toBeVisible();
  });

  it("opens on the member's review when changing it", async () => {
    renderInApp(
      <ReviewForm
        current={{
          id: "r1",
          stars: 2,
          text: "The first version of my review text.",
          imageUrl: null,
          status: "rejected",
          rejectReason: "off_topic",
          author: "Ana K.",
          submittedAt: "2026-05-01T10:00:00.000Z",
          decidedAt: "2026-05-02T10:00:00.000Z",
        }}
        onSaved={() => {}}
      />,
    );
    expect(screen.getByRole("radio", { name: "2 stars" })).toBeChecked();
    expect(screen.getByLabelText("Your review")).toHaveValue("The first version of my review text.");
    // The form validates its loaded values after the first render: the button is enabled once it has.
    const send = await screen.findByRole("button", { name: "Send my changed review" });
    await waitFor(() => expect(send).toBeEnabled());
  });
});

describe("published review and the rules", () => {
  it("signs a review with the first name, the initial and the month the member joined", () => {
    render(
      <ReviewCard
        review={{
          id: "r1",
          stars: 4,
          text: "Fees are where they say they are.",
          imageUrl: null,
          author: "Ana K.",
          memberSince: "2025-03",
          publishedAt: "2026-05-02T10:00:00.000Z",
        }}
      />,
    );
    expect(screen.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    expect(screen.getByText("Ana K.")).toBeVisible();
    expect(screen.getByText(/member since March 2025/)).toBeVisible();
  });

  it("says how reviews are published and counts the rejected ones per reason", () => {
    render(<ReviewRules rejected={{ abuse: 2, personal_data: 0, off_topic: 1250 }} />);
    const rules = screen.getByRole("region", { name: "How reviews are published" });
    expect(rules).toHaveTextContent("never removed for being negative");
    expect(rules).toHaveTextContent("published unless it contains abuse, personal data or is off-topic");
    const counts = within(rules)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(counts).toEqual(["Abuse: 2", "Personal data: 0", "Off-topic: 1,250"]);
  });
});
