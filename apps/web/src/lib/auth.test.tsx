import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProvider } from "../app/provider.tsx";
import { useSession } from "./auth.tsx";
import { getToken, storeSession } from "./session-storage.ts";

function Who() {
  const { isAuthenticated, isLoading } = useSession();
  return <p>{isLoading ? "loading" : isAuthenticated ? "signed in" : "signed out"}</p>;
}

/** GET /api/user answers `status` every time. */
function answerUser(status: number) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ status, error: "no" }), {
        status,
        headers: { "content-type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the stored session when loading the user fails", () => {
  it("ends when the server refuses the token (401)", async () => {
    storeSession("a-token", false);
    answerUser(401);
    render(
      <AppProvider>
        <Who />
      </AppProvider>,
    );
    await screen.findByText("signed out");
    expect(getToken()).toBeNull();
  });

  it("stays when the server is unavailable (503) or busy (429): a failover does not log everyone out", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const status of [503, 429]) {
      storeSession("a-token", false);
      const fetchMock = answerUser(status);
      const view = render(
        <AppProvider>
          <Who />
        </AppProvider>,
      );
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await waitFor(() => expect(screen.queryByText("loading")).toBeNull(), { timeout: 5000 });
      expect(screen.getByText("signed in")).toBeTruthy();
      expect(getToken()).toBe("a-token");
      view.unmount();
    }
  });
});
