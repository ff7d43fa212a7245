import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { call, chainTestConfig, createTestApp, createTestUser } from "../../../test/helpers.ts";
import { reservesConfig } from "../../reserves-config.ts";

// Ether's custody path: RESERVE_ADDRESSES takes ETH addresses, and the treasury reads their balances
// from the simulated chain and, live, with eth_getBalance (a local server replays the recorded answer).
const ETH_RESERVE = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const COLD_ETH = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359";

type Held = { kind: string; asset: string; name: string; units: string | null; notRead: string | null };

const held = async (app: Awaited<ReturnType<typeof createTestApp>>, auth: { authorization: string }) => {
  const res = await call(app, { method: "GET", url: "/api/admin/treasury", headers: auth });
  expect(res.status).toBe(200);
  return (res.body.data.held as Held[]).filter((h) => h.kind === "onchain" && h.asset === "ETH");
};

describe("RESERVE_ADDRESSES with ether", () => {
  it("takes an ETH address checked as Ethereum's, and refuses a bad one naming the setting", () => {
    const parse = (value: string) => reservesConfig({ RESERVE_ADDRESSES: value }, "mainnet");
    expect(parse(`ETH:${ETH_RESERVE}`).addresses).toEqual([{ coin: "ETH", address: ETH_RESERVE }]);
    expect(parse(`ETH:${ETH_RESERVE}`).explorerUrls.ETH).toBe("https://etherscan.io/address/{address}");
    expect(() => parse("ETH:0x1234")).toThrow(/RESERVE_ADDRESSES/);
    expect(() => parse("ETH:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq")).toThrow(/RESERVE_ADDRESSES/);
    expect(() => parse(`DOGE:${ETH_RESERVE}`)).toThrow(/unknown coin "DOGE"/);
  });
});

const simulatedApp = await createTestApp({
  chain: chainTestConfig({ CHAIN_WATCH: "simulated" }),
  reserves: reservesConfig({ RESERVE_ADDRESSES: `ETH:${ETH_RESERVE}` }, "mainnet"),
});

/** The recorded answer per method: a balance, and a plain transfer of 0.5 ether to ETH_RESERVE. */
const RECORDED: Record<string, string> = {
  eth_getBalance: "eth-get-balance.json",
  eth_blockNumber: "eth-block-number.json",
  eth_getTransactionByHash: "eth-ether-transaction.json",
  eth_getTransactionReceipt: "eth-ether-receipt.json",
};
/** The node's answers: the recorded ones, or a failure. */
let nodeAnswer: "balance" | "error" = "balance";
const node = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => {
    body += chunk;
  });
  request.on("end", () => {
    const { method } = JSON.parse(body) as { method: string };
    const name = RECORDED[method];
    if (!name || nodeAnswer === "error") return response.writeHead(503).end("upstream trouble");
    const fixture = path.join(import.meta.dirname, "../../lib/chain/fixtures", name);
    response.writeHead(200, { "content-type": "application/json" }).end(readFileSync(fixture, "utf8"));
  });
});
await new Promise<void>((resolve) => node.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => node.close(() => resolve())));
const liveApp = await createTestApp({
  chain: chainTestConfig({
    CHAIN_WATCH: "live",
    ETH_RPC_URL: `http://127.0.0.1:${(node.address() as AddressInfo).port}/rpc`,
  }),
  reserves: reservesConfig({ RESERVE_ADDRESSES: `ETH:${ETH_RESERVE}` }, "mainnet"),
});

describe("an ether location on the simulated chain", () => {
  it("is an active on-chain location whose balance the reconciliation and /transparency read", async () => {
    const test = simulatedApp;
    const admin = await createTestUser(test, { isAdmin: true });
    const before = await held(test, admin.auth);
    expect(before).toEqual([expect.objectContaining({ name: "Reserve address (ETH)", units: "0", notRead: null })]);

    const simulated = test.chain.simulated;
    if (!simulated) throw new Error("the simulated chain is on");
    await simulated.send({ coin: "ETH", to: ETH_RESERVE, units: 1_500_000_000_000_000_000n });
    await simulated.mine(1);
    expect((await held(test, admin.auth))[0]?.units).toBe("1500000000000000000");

    const reserves = await call(test, { method: "GET", url: "/api/transparency" });
    expect(reserves.body.data.reserves.addresses).toEqual([
      expect.objectContaining({ coin: "ETH", address: ETH_RESERVE, balance: "1.500000000000000000" }),
    ]);
    expect(reserves.body.data.reserves.coverage).toEqual([expect.objectContaining({ coin: "ETH" })]);
  });

  it("lets an admin propose an ETH address, counted once a second admin approves it", async () => {
    const test = simulatedApp;
    const [first, second] = [
      await createTestUser(test, { isAdmin: true }),
      await createTestUser(test, { isAdmin: true }),
    ];
    const propose = (address: string) =>
      call(test, {
        method: "POST",
        url: "/api/admin/treasury/locations",
        headers: first.auth,
        payload: { name: "Cold ether", kind: "onchain", asset: "ETH", address },
      });
    expect((await propose("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq")).status).toBe(400);
    const proposed = await propose(COLD_ETH);
    expect(proposed.status).toBe(201);
    expect((await held(test, first.auth)).map((h) => h.name)).toEqual(["Reserve address (ETH)"]);
    const approved = await call(test, {
      method: "POST",
      url: `/api/admin/treasury/locations/${proposed.body.data.id}/decision`,
      headers: second.auth,
      payload: { decision: "approve" },
    });
    expect(approved.body.data.status).toBe("active");
    expect((await held(test, first.auth)).map((h) => h.name)).toEqual(["Reserve address (ETH)", "Cold ether"]);
  });
});

describe("an ether location on a live chain", () => {
  it("confirms an ether transfer to it against the chain, its address checksummed", async () => {
    nodeAnswer = "balance";
    const first = await createTestUser(liveApp, { isAdmin: true });
    const second = await createTestUser(liveApp, { isAdmin: true });
    const locations = await call(liveApp, { method: "GET", url: "/api/admin/treasury/locations", headers: first.auth });
    const reserve = locations.body.data.locations.find((l: { address: string }) => l.address === ETH_RESERVE);
    const transfer = await call(liveApp, {
      method: "POST",
      url: "/api/admin/treasury/transfers",
      headers: first.auth,
      payload: {
        fromLocationId: null,
        toLocationId: reserve.id,
        asset: "ETH",
        units: "500000000000000000",
        txId: "0x9fc76417374aa880d4449a1f7f31ec597f00b1f6f3dd2d66f4c9c6c445836d8b",
      },
    });
    expect(transfer.status).toBe(201);
    const confirmed = await call(liveApp, {
      method: "POST",
      url: `/api/admin/treasury/transfers/${transfer.body.data.id}/confirm`,
      headers: second.auth,
    });
    expect(confirmed.status).toBe(200);
  });

  it("reads its balance with eth_getBalance, and counts it as not read when the node fails", async () => {
    const test = liveApp;
    const admin = await createTestUser(test, { isAdmin: true });
    // The recorded answer: exactly 2 ether, in wei.
    expect(await held(test, admin.auth)).toEqual([
      expect.objectContaining({ units: "2000000000000000000", notRead: null }),
    ]);
    nodeAnswer = "error";
    const [line] = await held(test, admin.auth);
    expect(line).toMatchObject({ units: null, notRead: "The chain did not answer" });
    const view = await call(test, { method: "GET", url: "/api/admin/treasury", headers: admin.auth });
    expect(view.body.data.positions.find((p: { asset: string }) => p.asset === "ETH").isComplete).toBe(false);
  });
});
