import { WEB_CLIENT_HEADER, WEB_CLIENT_NAME } from "@vaultline/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./api-client.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = () => new Response(JSON.stringify({ message: "ok", data: { value: 1 } }), { status: 200 });

describe("when a call's request starts", () => {
  it("starts a read in a task of its own, and an action the member took at once", async () => {
    const fetchMock = vi.fn(async () => answer());
    vi.stubGlobal("fetch", fetchMock);
    // Two reads asked for in one task (a screen's queries in its effects) do not fetch in it.
    const reads = [api("/plans"), api("/faqs")];
    expect(fetchMock).not.toHaveBeenCalled();
    const action = api("/subscribe", { method: "POST", body: { email: "a@example.test" } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenLastCalledWith("/api/subscribe", expect.objectContaining({ method: "POST" }));
    expect((await Promise.all([...reads, action])).map((result) => result.data)).toEqual([
      { value: 1 },
      { value: 1 },
      { value: 1 },
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("names itself, so the calls it shares with the sketch's client answer in our shape", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer());
    vi.stubGlobal("fetch", fetchMock);
    await api("/user");
    await api("/subscribe", { method: "POST", body: { email: "a@example.test" } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const [, init] of fetchMock.mock.calls) {
      expect((init.headers as Record<string, string>)[WEB_CLIENT_HEADER]).toBe(WEB_CLIENT_NAME);
    }
  });

  it("takes a pre-rendered page's early read once, then asks the server again", async () => {
    const fetchMock = vi.fn(async () => answer());
    vi.stubGlobal("fetch", fetchMock);
    const early = new Response(JSON.stringify({ message: "ok", data: { value: "early" } }), { status: 200 });
    vi.stubGlobal("vaultlineEarlyReads", new Map([["/legal/terms", Promise.resolve(early)]]));
    expect((await api("/legal/terms")).data).toEqual({ value: "early" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await api("/legal/terms")).data).toEqual({ value: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks the server when the early read failed", async () => {
    const fetchMock = vi.fn(async () => answer());
    vi.stubGlobal("fetch", fetchMock);
    const failed = Promise.reject(new TypeError("offline"));
    failed.catch(() => {}); // as the start script does
    vi.stubGlobal("vaultlineEarlyReads", new Map([["/legal/terms", failed]]));
    expect((await api("/legal/terms")).data).toEqual({ value: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
