import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeSession } from "../../../lib/session-storage.ts";
import { renderInApp } from "../../../test/render-in-app.tsx";
import { TrialButton } from "./trial-button.tsx";

const member = (isEmailConfirmed: boolean) => ({
  id: "u1",
  username: "ada",
  email: "Ada.Lovelace+1@gmail.com",
  name: { firstname: "Ada", lastname: "Lovelace" },
  wallet: 0,
  isVerified: false,
  isEmailConfirmed,
  isAdmin: false,
  imageUrl: null,
  cardDetails: null,
  riskAcceptedAt: null,
  createdAt: "2026-01-01T00:00:00.000Z",
});

function signedInAs(user: ReturnType<typeof member>) {
  storeSession("a-token", false);
  const json = (status: number, body: object) =>
    new Response(JSON.stringify({ status, ...body }), { status, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url === "/api/user" ? json(200, { message: "ok", data: user }) : json(404, { error: "Not found" }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("TrialButton", () => {
  it("tells a member without a confirmed address why the trial waits, with the way to a new link", async () => {
    signedInAs(member(false));
    renderInApp(<TrialButton />);
    const note = await screen.findByRole("note", { name: "Confirm your e-mail address to start the trial" });
    expect(note).toHaveTextContent("open the link we sent to Ada.Lovelace+1@gmail.com");
    expect(screen.getByRole("link", { name: "Send a new confirmation link" })).toHaveAttribute("href", "/security");
    expect(screen.queryByRole("button", { name: /Start your free trial/ })).toBeNull();
  });
});
