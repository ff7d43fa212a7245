import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Banner } from "../../../components/ui/banner.tsx";
import { renderInApp } from "../../../test/render-in-app.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { LoginForm } from "./login-form.tsx";
import { RegisterForm } from "./register-form.tsx";

describe("login form", () => {
  it("keeps submit disabled until both fields are valid, and shows the sketch's messages", async () => {
    const user = userEvent.setup();
    renderInApp(<LoginForm onSuccess={() => {}} />);
    const submit = screen.getByRole("button", { name: "Log in" });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText("Username or e-mail"), "ada");
    await user.type(screen.getByLabelText("Password"), "123");
    expect(await screen.findByText("Password is too short - should be 6 chars minimum")).toBeVisible();
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText("Password"), "456");
    expect(submit).toBeEnabled();
    await user.clear(screen.getByLabelText("Username or e-mail"));
    expect(await screen.findByText("Enter a valid email")).toBeVisible();
    expect(submit).toBeDisabled();
  });
});

describe("login form with two-factor", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the code field when the server asks for the code, then sends it", async () => {
    const user = userEvent.setup();
    const message = "Enter the code from your authenticator app";
    const bodies: Record<string, string>[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body));
        bodies.push(body);
        const answer = body.code
          ? { status: 200, message: "ok", data: { username: "ada", isAdmin: false }, token: "t" }
          : { status: 401, error: message, details: [{ field: "code", message }] };
        return new Response(JSON.stringify(answer), { status: answer.status });
      }),
    );
    const onSuccess = vi.fn();
    renderInApp(
      <>
        <Banner />
        <LoginForm onSuccess={onSuccess} />
      </>,
    );
    expect(screen.queryByLabelText("Authentication code")).toBeNull();
    await user.type(screen.getByLabelText("Username or e-mail"), "ada");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    const code = await screen.findByLabelText("Authentication code");
    expect(screen.getByText(/The 6-digit code from your authenticator app/)).toBeVisible();
    // A normal next step: announced as a status, never as an error.
    expect(screen.getByRole("status")).toHaveTextContent(
      "Step 2 of 2. Password accepted: now enter your authentication code.",
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(code).not.toHaveAttribute("aria-invalid");
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await vi.waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith("t", expect.objectContaining({ username: "ada" }), false),
    );
    expect(bodies.at(-1)).toEqual({ username: "ada", password: "secret1", code: "123456" });
  });
});

describe("login form, on success", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("welcomes the member only once the sign-in is kept, never before", async () => {
    const user = userEvent.setup();
    const answer = { status: 200, message: "welcome back, ada", data: { username: "ada", isAdmin: true }, token: "t" };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 })),
    );
    let finish: () => void = () => {};
    const kept = new Promise<void>((resolve) => {
      finish = resolve;
    });
    renderInApp(
      <>
        <Banner />
        <LoginForm onSuccess={() => kept} />
      </>,
    );
    await user.type(screen.getByLabelText("Username or e-mail"), "ada");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/welcome back/)).toBeNull();
    finish();
    expect(await screen.findByText(/welcome back, ada/)).toBeVisible();
  });
});

describe("register form", () => {
  it("shows each field's message verbatim", async () => {
    const user = userEvent.setup();
    renderInApp(<RegisterForm onSuccess={() => {}} />);
    await user.type(screen.getByLabelText("First name"), "A");
    expect(await screen.findByText("It is too short")).toBeVisible();
    await user.type(screen.getByLabelText("Last name"), "x".repeat(24));
    expect(await screen.findByText("It is too long")).toBeVisible();
    await user.type(screen.getByLabelText("E-mail"), "not-an-email");
    expect(await screen.findByText("Please input a valid email")).toBeVisible();
    await user.type(screen.getByLabelText("Username"), "u".repeat(24));
    expect(await screen.findByText("Max length reached")).toBeVisible();
    await user.type(screen.getByLabelText("Password"), "tulip-42");
    await user.type(screen.getByLabelText("Confirm password"), "tulip-43");
    expect(await screen.findByText("Password does not match")).toBeVisible();
    expect(screen.getByRole("button", { name: "Create account" })).toBeDisabled();
  });

  it("enables submit once everything is valid", async () => {
    const user = userEvent.setup();
    renderInApp(<RegisterForm onSuccess={() => {}} />);
    await user.type(screen.getByLabelText("First name"), "Ada");
    await user.type(screen.getByLabelText("Last name"), "Lovelace");
    await user.type(screen.getByLabelText("E-mail"), "ada@example.test");
    await user.type(screen.getByLabelText("Username"), "ada");
    await user.type(screen.getByLabelText("Password"), "tulip-42");
    await user.type(screen.getByLabelText("Confirm password"), "tulip-42");
    // Not before the terms are accepted.
    expect(screen.getByRole("button", { name: "Create account" })).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: /I accept the terms of use/ }));
    expect(screen.getByRole("button", { name: "Create account" })).toBeEnabled();
    await user.click(screen.getByRole("checkbox", { name: /I accept the terms of use/ }));
    expect(await screen.findByText("Accept the terms of use to create an account")).toBeVisible();
    expect(screen.getByRole("button", { name: "Create account" })).toBeDisabled();
  });
});

describe("forgot password form", () => {
  it("disables the reset button while the e-mail is empty", async () => {
    const user = userEvent.setup();
    renderInApp(<ForgotPasswordForm />);
    const button = screen.getByRole("button", { name: "Reset password" });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText("E-mail"), "a");
    expect(button).toBeEnabled();
  });
});
