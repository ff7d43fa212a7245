import { describe, expect, it } from "vitest";
import { createPublicCache } from "./public-cache.ts";

function setUp(onReloadError?: (key: string, error: unknown) => void) {
  let at = 0;
  const cache = createPublicCache({ maxAgeMs: 1_000, now: () => at, onReloadError });
  let loads = 0;
  const loader = async () => {
    loads++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { version: loads };
  };
  return { cache, loader, loads: () => loads, move: (ms: number) => (at += ms) };
}

describe("public cache", () => {
  it("loads once for a burst of requests and keeps the answer for its maximum age", async () => {
    const { cache, loader, loads, move } = setUp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get("plans", loader)));
    expect(loads()).toBe(1);
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['{"version":1}']));
    move(999);
    expect((await cache.get("plans", loader)).body).toBe('{"version":1}');
    move(1);
    expect((await cache.get("plans", loader)).body).toBe('{"version":2}');
  });

  it("hands out a fresh answer without waiting, and none once it is stale or a write dropped it", async () => {
    const { cache, loader, move } = setUp();
    expect(cache.fresh("plans")).toBeUndefined();
    const loaded = await cache.get("plans", loader);
    expect(cache.fresh("plans")).toBe(loaded);
    move(1_000);
    expect(cache.fresh("plans")).toBeUndefined();
    await cache.get("plans", loader);
    cache.invalidate();
    expect(cache.fresh("plans")).toBeUndefined();
  });

  it("starts a reload behind an answer past half its age, so steady traffic never waits for one", async () => {
    const { cache, loader, loads, move } = setUp();
    await cache.get("plans", loader);
    move(499);
    expect(cache.fresh("plans", loader)?.body).toBe('{"version":1}');
    move(1);
    // Without a loader to reload with, nothing starts.
    expect(cache.fresh("plans")?.body).toBe('{"version":1}');
    expect(loads()).toBe(1);
    // Past half its age: the answer in hand, and one reload behind it however many ask.
    for (let i = 0; i < 5; i++) expect(cache.fresh("plans", loader)?.body).toBe('{"version":1}');
    expect(loads()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    move(900);
    // 1,400 ms after the first load, but 900 after the reload: fresh, without waiting.
    expect(cache.fresh("plans")?.body).toBe('{"version":2}');
  });

  it("keeps the fresh answer when a reload behind it fails, and answers the failure once it expires", async () => {
    const reported: string[] = [];
    const { cache, loader, move } = setUp((key, error) => reported.push(`${key}: ${(error as Error).message}`));
    await cache.get("plans", loader);
    move(600);
    let failures = 0;
    const failing = async () => {
      failures++;
      throw new Error("database unavailable");
    };
    expect(cache.fresh("plans", failing)?.body).toBe('{"version":1}');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(failures).toBe(1);
    expect(reported).toEqual(["plans: database unavailable"]);
    expect(cache.fresh("plans")?.body).toBe('{"version":1}');
    move(400);
    expect(cache.fresh("plans", failing)).toBeUndefined();
    await expect(cache.get("plans", failing)).rejects.toThrow("database unavailable");
  });

  it("gives each version its own entity tag", async () => {
    const { cache, loader } = setUp();
    const first = await cache.get("plans", loader);
    cache.invalidate();
    const second = await cache.get("plans", loader);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(second.etag).not.toBe(first.etag);
  });

  it("does not keep a load that was running when a write invalidated the cache", async () => {
    const { cache, loader, loads } = setUp();
    const running = cache.get("plans", loader);
    cache.invalidate();
    expect((await running).body).toBe('{"version":1}');
    expect((await cache.get("plans", loader)).body).toBe('{"version":2}');
    expect(loads()).toBe(2);
  });

  it("reloads when the clock was set back", async () => {
    const { cache, loader, move } = setUp();
    move(10_000);
    await cache.get("faqs", loader);
    move(-5_000);
    expect((await cache.get("faqs", loader)).body).toBe('{"version":2}');
  });
});
