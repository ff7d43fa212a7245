import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { StepUpConfirm } from "./step-up-confirm.tsx";

const json = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const stepUpRefusal = () =>
  new ApiError(403, "Confirm it's you: give your second factor again", [
    { field: "stepUp", message: "Confirm it's you: give your second factor again" },
  ]);

/** The server's step-up endpoint: "123456" is the right code, anything else is refused. */
function stubStepUp() {
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const { code } = JSON.parse(String(init.body)) as { code: string };
    return code === "123456"
      ? json(200, { status: 200, message: "Confirmed", data: null })
      : json(401, {
          status: 401,
          error: "That code is not right",
          details: [{ field: "code", message: "That code is not right" }],
        });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderDialog(action: () => Promise<string>, onDone = vi.fn()) {
  render(
    <StepUpConfirm
      trigger="Give the second approval"
      title="Approve this adjustment?"
      amount="$12,000.00"
      member="Ada Lovelace (@ada)"
      confirmLabel="Approve adjustment"
      action={action}
      onDone={onDone}
    />,
  );
  return onDone;
}

afterEach(() => vi.unstubAllGlobals());

describe("an admin money decision asked twice", () => {
  it("states the amount and the member before anything is sent", async () => {
    const action = vi.fn(async () => "done");
    const onDone = renderDialog(action);
    await userEvent.click(screen.getByRole("button", { name: "Give the second approval" }));
    const dialog = screen.getByRole("dialog", { name: "Approve this adjustment?" });
    expect(dialog).toHaveTextContent("$12,000.00");
    expect(dialog).toHaveTextContent("Ada Lovelace (@ada)");
    expect(action).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Approve adjustment" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith("done"));
    expect(action).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks for the authenticator code when the server wants it, gives it, then retries once", async () => {
    const fetch = stubStepUp();
    const action = vi.fn().mockRejectedValueOnce(stepUpRefusal()).mockResolvedValueOnce("approved");
    const onDone = renderDialog(action);
    await userEvent.click(screen.getByRole("button", { name: "Give the second approval" }));
    await userEvent.click(screen.getByRole("button", { name: "Approve adjustment" }));
    const code = await screen.findByLabelText("Code from your authenticator app");
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.type(code, "123456");
    await userEvent.click(screen.getByRole("button", { name: "Confirm code and approve adjustment" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith("approved"));
    expect(fetch).toHaveBeenCalledWith("/api/security/step-up", expect.objectContaining({ method: "POST" }));
    expect(action).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the error when the code is wrong, and does not retry", async () => {
    stubStepUp();
    const action = vi.fn().mockRejectedValueOnce(stepUpRefusal()).mockResolvedValueOnce("approved");
    const onDone = renderDialog(action);
    await userEvent.click(screen.getByRole("button", { name: "Give the second approval" }));
    await userEvent.click(screen.getByRole("button", { name: "Approve adjustment" }));
    await userEvent.type(await screen.findByLabelText("Code from your authenticator app"), "000000");
    await userEvent.click(screen.getByRole("button", { name: "Confirm code and approve adjustment" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getByLabelText("Code from your authenticator app")).toBeInTheDocument();
    expect(action).toHaveBeenCalledOnce();
    expect(onDone).not.toHaveBeenCalled();
  });
});
