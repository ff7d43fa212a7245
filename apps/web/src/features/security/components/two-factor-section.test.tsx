import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SECURITY_MESSAGES, type TTwoFactorStatus } from "@vaultline/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeSession } from "../../../lib/session-storage.ts";
import { renderInApp } from "../../../test/render-in-app.tsx";
import { testUser } from "../../../test/users.ts";
import { TwoFactorSection } from "./two-factor-section.tsx";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
/** The signed-in admin, as GET /api/user answers (the session provider loads it). */
const ADMIN = testUser({ isAdmin: true });
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

/** The few answers of the two-factor endpoints this screen calls, as the API gives them. */
function answerTwoFactorCalls() {
  let status: TTwoFactorStatus = {
    isEnabled: false,
    enabledAt: null,
    recoveryCodesLeft: 0,
    isRequired: true,
    isSessionVerified: false,
  };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify({ status, ...(body as object) }), {
      status,
      headers: { "content-type": "application/json" },
    });
  return vi.fn(async (url: string, init?: RequestInit) => {
    const route = `${init?.method ?? "GET"} ${url}`;
    if (route === "GET /api/user") return json(200, { message: "ok", data: ADMIN });
    if (route === "GET /api/security/two-factor") return json(200, { message: "ok", data: status });
    if (route === "POST /api/security/two-factor/setup") {
      return json(200, {
        message: SECURITY_MESSAGES.setupStarted,
        data: { secret: SECRET, otpauthUrl: `otpauth://totp/Vaultline:ada?secret=${SECRET}` },
      });
    }
    if (route === "POST /api/security/two-factor/confirm") {
      const { code } = JSON.parse(String(init?.body));
      if (code !== "123456") {
        const message = SECURITY_MESSAGES.setupCodeWrong;
        return json(401, { error: message, details: [{ field: "code", message }] });
      }
      status = { ...status, isEnabled: true, enabledAt: "2026-07-01T10:00:00.000Z", recoveryCodesLeft: 10 };
      return json(200, { message: SECURITY_MESSAGES.enabled, data: { recoveryCodes: CODES } });
    }
    return json(404, { error: "Not found" });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("TwoFactorSection", () => {
  it("enrols: QR code and key, a wrong code keeps the member signed in, the right one shows the recovery codes once", async () => {
    const user = userEvent.setup();
    storeSession("a-token", true);
    const fetchMock = answerTwoFactorCalls();
    vi.stubGlobal("fetch", fetchMock);
    renderInApp(<TwoFactorSection />);

    expect(await screen.findByText("Admins must turn it on: the admin area opens once it is on.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Set up two-factor authentication" }));
    expect(await screen.findByTestId("totp-secret")).toHaveTextContent("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    expect(await screen.findByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();

    const turnOn = screen.getByRole("button", { name: "Turn on" });
    expect(turnOn).toBeDisabled();
    await user.type(screen.getByLabelText("Code from the app"), "000000");
    await user.click(turnOn);
    expect(await screen.findByText(SECURITY_MESSAGES.setupCodeWrong)).toBeVisible();
    expect(localStorage.getItem("vaultline.token")).toBe("a-token");

    await user.clear(screen.getByLabelText("Code from the app"));
    await user.type(screen.getByLabelText("Code from the app"), "123456");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    const list = await screen.findByRole("region", { name: "Your recovery codes" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    expect(within(list).getByText("abcd0-efgh0")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "I have saved them" }));
    await waitFor(() => expect(screen.queryByText("abcd0-efgh0")).toBeNull());
    expect(await screen.findByText("10 recovery codes left.")).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/security/two-factor/confirm",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ code: "123456" }) }),
    );
  });
});
