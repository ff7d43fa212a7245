import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser } from "../../../test/helpers.ts";

const app = await createTestApp({
  reserves: {
    addresses: [{ coin: "BTC", address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq" }],
    explorerUrls: {
      BTC: "https://mempool.space/address/{address}",
      USDT_ERC20: "https://etherscan.io/address/{address}",
    },
  },
});

describe("custody locations", () => {
  it("counts a location only once a second admin approves it, and refuses a bad address without writing it", async () => {
    const [first, second] = [
      await createTestUser(app, { isAdmin: true }),
      await createTestUser(app, { isAdmin: true }),
    ];
    const list = async () =>
      (await call(app, { method: "GET", url: "/api/admin/treasury/locations", headers: first.auth })).body.data
        .locations as {
        id: string;
        status: string;
        origin: string;
        name: string;
      }[];
    // RESERVE_ADDRESSES is a shortcut: its address is an active location from the start.
    expect((await list()).map((l) => [l.origin, l.status])).toEqual([["config", "active"]]);

    const bad = await call(app, {
      method: "POST",
      url: "/api/admin/treasury/locations",
      headers: first.auth,
      payload: { name: "Cold", kind: "onchain", asset: "BTC", address: "not-an-address" },
    });
    expect(bad.status).toBe(400);
    expect(await list()).toHaveLength(1);

    const bank = await call(app, {
      method: "POST",
      url: "/api/admin/treasury/locations",
      headers: first.auth,
      payload: { name: "Bank account", kind: "declared", asset: "USD" },
    });
    expect(bank.status).toBe(201);
    const decide = (admin: typeof first, decision: string) =>
      call(app, {
        method: "POST",
        url: `/api/admin/treasury/locations/${bank.body.data.id}/decision`,
        headers: admin.auth,
        payload: { decision },
      });
    expect((await decide(first, "approve")).status).toBe(409);
    expect((await decide(second, "approve")).body.data.status).toBe("active");
    expect((await decide(second, "approve")).status).toBe(409);

    // A declared balance is entered by one admin and counted once another confirms it.
    const entered = await call(app, {
      method: "POST",
      url: "/api/admin/treasury/declared-balances",
      headers: first.auth,
      payload: {
        locationId: bank.body.data.id,
        units: "50000",
        asOf: "2026-11-28",
        statementFileId: crypto.randomUUID(),
      },
    });
    expect(entered.status).toBe(201);
    const confirm = (admin: typeof first) =>
      call(app, {
        method: "POST",
        url: `/api/admin/treasury/declared-balances/${entered.body.data.id}/decision`,
        headers: admin.auth,
        payload: { decision: "confirm" },
      });
    expect((await confirm(first)).status).toBe(409);
    expect((await confirm(second)).status).toBe(200);
  });
});
