import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ZResetPasswordRequest, ZTwoFactorDisableRequest } from "@vaultline/shared";
import { describe, expect, it, vi } from "vitest";
import { ConfirmIdentityFields } from "./confirm-identity-fields.tsx";
import { Form } from "./form.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";

describe("the new-password fields", () => {
  function renderNewPassword() {
    render(
      <Form schema={ZResetPasswordRequest} defaultValues={{ password: "", confirmPassword: "" }} onSubmit={vi.fn()}>
        {({ formState: { isValid } }) => (
          <>
            <NewPasswordFields label="New password" />
            <button type="submit" disabled={!isValid}>
              Save
            </button>
          </>
        )}
      </Form>,
    );
  }

  it("rates the password while it is typed", async () => {
    renderNewPassword();
    expect(screen.queryByText(/Password strength/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("New password"), "password");
    expect(await screen.findByText(/Password strength/, {}, { timeout: 5000 })).toHaveTextContent("Very weak");
    await userEvent.clear(screen.getByLabelText("New password"));
    await userEvent.type(screen.getByLabelText("New password"), "copper lantern drifts over quiet fjords");
    await waitFor(() => expect(screen.getByText(/Password strength/)).toHaveTextContent("Very strong"));
  });

  it("says when the confirmation does not match, and again when the password changes under it", async () => {
    renderNewPassword();
    await userEvent.type(screen.getByLabelText("New password"), "copper lantern drifts");
    await userEvent.type(screen.getByLabelText("Confirm password"), "copper lantern drifts");
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
    expect(screen.queryByText("Password does not match")).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("New password"), "!");
    expect(await screen.findByText("Password does not match")).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
  });
});

describe("the confirm-with-your-password section", () => {
  function renderSection(withCode: boolean, onSubmit = vi.fn()) {
    render(
      <Form
        schema={ZTwoFactorDisableRequest}
        defaultValues={{ password: "", code: "" }}
        onSubmit={onSubmit}
        aria-label="Turn off"
      >
        {({ formState: { isValid } }) => (
          <>
            <ConfirmIdentityFields passwordLabel="Your password" withCode={withCode} codeHint="From your app" />
            <button type="submit" disabled={!isValid}>
              Turn off
            </button>
          </>
        )}
      </Form>,
    );
    return onSubmit;
  }

  it("asks only for the password when no code is wanted", () => {
    renderSection(false);
    expect(screen.getByLabelText("Your password")).toHaveAttribute("autocomplete", "current-password");
    expect(screen.queryByLabelText("Code")).not.toBeInTheDocument();
  });

  it("requires the two-factor code when two-factor is on, and sends both", async () => {
    const onSubmit = renderSection(true);
    await userEvent.type(screen.getByLabelText("Your password"), "copper lantern drifts");
    expect(screen.getByLabelText("Code")).toHaveAccessibleDescription("From your app");
    expect(screen.getByRole("button", { name: "Turn off" })).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Turn off" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ password: "copper lantern drifts", code: "123456" }, expect.anything()),
    );
  });
});
