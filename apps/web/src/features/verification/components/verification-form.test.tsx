import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { VERIFICATION_MESSAGES } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { renderInApp } from "../../../test/render-in-app.tsx";
import { VerificationForm } from "./verification-form.tsx";

const renderForm = () => renderInApp(<VerificationForm onSubmitted={() => {}} />);

const file = (name: string, type: string) => new File(["x"], name, { type });

describe("verification form", () => {
  it("shows the sketch's messages and keeps submit disabled until every field and both pages are there", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const submit = screen.getByRole("button", { name: "Submit documents" });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText("Phone number"), "call me");
    expect(await screen.findByText("Phone Number is not valid")).toBeVisible();
    await user.clear(screen.getByLabelText("Phone number"));
    await user.type(screen.getByLabelText("Phone number"), "+1 555 123 4567");
    await user.type(screen.getByLabelText("Social Security Number (SSN)"), "12-345-6789");
    expect(await screen.findByText("SSN is invalid")).toBeVisible();
    await user.clear(screen.getByLabelText("Social Security Number (SSN)"));
    // Well formed, but the textbook example: refused with the reason.
    await user.type(screen.getByLabelText("Social Security Number (SSN)"), "123-45-6789");
    expect(await screen.findByText(VERIFICATION_MESSAGES.ssnExample)).toBeVisible();
    await user.clear(screen.getByLabelText("Social Security Number (SSN)"));
    await user.type(screen.getByLabelText("Social Security Number (SSN)"), "666-12-3456");
    expect(await screen.findByText(VERIFICATION_MESSAGES.ssnBadArea)).toBeVisible();
    await user.clear(screen.getByLabelText("Social Security Number (SSN)"));
    await user.type(screen.getByLabelText("Social Security Number (SSN)"), "234566789");
    await user.click(screen.getByLabelText("Driver's license"));
    await user.upload(screen.getByLabelText("Front page"), file("front.png", "image/png"));
    expect(submit).toBeDisabled();
    await user.upload(screen.getByLabelText("Back page"), file("back.txt", "text/plain"));
    expect(await screen.findByText("File Not Supported")).toBeVisible();
    expect(submit).toBeDisabled();
    await user.upload(screen.getByLabelText("Back page"), file("back.pdf", "application/pdf"));
    expect(submit).toBeEnabled();
  });
});
