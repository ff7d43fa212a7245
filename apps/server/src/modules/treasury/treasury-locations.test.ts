import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser, fixtures, multipart } from "../../../test/helpers.ts";

const app = await createTestApp({
  reserves: {
    addresses: [{ coin: "BTC", address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq" }],
    explorerUrls: {
      BTC: "https://mempool.space/address/{address}",
      USDT_ERC20: "https://etherscan.io/address/{address}",
      ETH: "https://etherscan.io/address/{address}",
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

    // A declared balance is entered by one admin with its uploaded statement, and counted once another confirms it.
    const enter = (statementFileId: string) =>
      call(app, {
        method: "POST",
        url: "/api/admin/treasury/declared-balances",
        headers: first.auth,
        payload: { locationId: bank.body.data.id, units: "50000", asOf: "2026-11-28", statementFileId },
      });
    expect((await enter(crypto.randomUUID())).status).toBe(400);
    const upload = (file: Buffer, type: string) => {
      const form = multipart({}, [{ field: "statement", filename: "statement.pdf", content: file, type }]);
      return call(app, {
        method: "POST",
        url: "/api/admin/treasury/statements",
        headers: { ...first.auth, ...form.headers },
        payload: form.payload,
      });
    };
    expect((await upload(fixtures.text(), "application/pdf")).status).toBe(400);
    const statement = await upload(fixtures.pdf(), "application/pdf");
    expect(statement.status).toBe(201);
    const entered = await enter(statement.body.data.id);
    expect(entered.status).toBe(201);
    // Admins read the statement; a member does not.
    const file = `/api/files/${statement.body.data.id}`;
    expect((await call(app, { method: "GET", url: file, headers: second.auth })).status).toBe(200);
    const member = await createTestUser(app);
    expect((await call(app, { method: "GET", url: file, headers: member.auth })).status).toBe(404);
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
