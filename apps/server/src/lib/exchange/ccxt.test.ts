import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createCcxtExchange, decimalToUnits, unitsToDecimal } from "./ccxt.ts";
import { ExchangeError, type OrderRequest } from "./exchange.ts";

/**
 * The connector against a local server replaying Kraken's recorded answers (fixtures/, in Kraken's
 * own format): CCXT signs and sends real requests, only the address is local.
 */
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8");

type Step = { fixture: string } | { hangMs: number; fixture: string } | { status: number };
/** Per endpoint ("AddOrder", "ClosedOrders" …): the next answers, then its default. */
let script: Record<string, Step[]> = {};
const DEFAULTS: Record<string, Step> = {
  Assets: { fixture: "assets.json" },
  AssetPairs: { fixture: "asset-pairs.json" },
  BalanceEx: { fixture: "balance-ex.json" },
  OpenOrders: { fixture: "open-orders-empty.json" },
  ClosedOrders: { fixture: "closed-orders-empty.json" },
  TradesHistory: { fixture: "trades-history-filled.json" },
};
const requests: { endpoint: string; body: string; headers: IncomingMessage["headers"] }[] = [];

function handle(request: IncomingMessage, response: ServerResponse) {
  let body = "";
  request.on("data", (chunk: Buffer) => {
    body += chunk;
  });
  request.on("end", () => {
    const endpoint = (request.url ?? "").split("?")[0]?.split("/").pop() ?? "";
    requests.push({ endpoint, body, headers: request.headers });
    const step = script[endpoint]?.shift() ?? DEFAULTS[endpoint] ?? { status: 404 };
    const answer = (name: string) => {
      if (response.destroyed) return;
      response.writeHead(200, { "content-type": "application/json" }).end(fixture(name));
    };
    if ("status" in step) response.writeHead(step.status).end("upstream trouble");
    else if ("hangMs" in step) setTimeout(() => answer(step.fixture), Number(step.hangMs));
    else answer(step.fixture);
  });
}

const server = createServer(handle);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const API_KEY = "vaultline-test-api-key-9f3c";
// Kraken's secrets are base64; this one is made up.
const SECRET = Buffer.from("a made-up Kraken private key for the replay tests only").toString("base64");

function kraken(markets = { BTC: "BTC/USD", ETH: "ETH/USD" }) {
  return createCcxtExchange({
    exchangeId: "kraken",
    apiKey: API_KEY,
    secret: SECRET,
    markets,
    baseUrl,
    timeoutMs: 300,
    enableRateLimit: false,
  });
}

const sellBtc: OrderRequest = {
  clientOrderId: "rebal-20250115-btc",
  side: "sell",
  asset: "BTC",
  units: 850_000n,
  type: "market",
};

async function failure(promise: Promise<unknown>): Promise<ExchangeError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExchangeError);
  const exchangeError = error as ExchangeError;
  expect(exchangeError.message).not.toContain(SECRET);
  expect(exchangeError.message).not.toContain(API_KEY);
  return exchangeError;
}

const sent = (endpoint: string) => requests.filter((r) => r.endpoint === endpoint);

beforeEach(() => {
  script = {};
  requests.length = 0;
});

describe("decimal conversions", () => {
  it.each([
    ["0.0085", 8, 850_000n],
    ["1.2435", 8, 124_350_000n],
    ["98658.9", 2, 9_865_890n],
    ["3.1000000001", 18, 3_100_000_000_100_000_000n],
    ["25435.2199", 2, 2_543_521n],
  ])("%s with %i decimals, rounded down → %s", (text, decimals, units) =>
    expect(decimalToUnits(text, decimals, "down")).toBe(units),
  );

  it("rounds half up when asked", () => {
    expect(decimalToUnits("1.97320", 2, "half-up")).toBe(197n);
    expect(decimalToUnits("1.975", 2, "half-up")).toBe(198n);
  });

  it("refuses what a double cannot have held exactly, and non-decimals", () => {
    expect(decimalToUnits("1234567890.1234567", 8, "down")).toBeNull();
    expect(decimalToUnits("1e-8", 8, "down")).toBeNull();
  });

  it("prints base units as the exchange's decimal text", () => {
    expect(unitsToDecimal(850_000n, 8)).toBe("0.0085");
    expect(unitsToDecimal(100_000_000n, 8)).toBe("1");
    expect(unitsToDecimal(1n, 18)).toBe("0.000000000000000001");
  });
});

describe("CCXT connector on Kraken's recorded answers", () => {
  it("reads every asset's balance as integer units, rounded down", async () => {
    const balances = await kraken().fetchBalances();
    expect(balances).toEqual({
      BTC: 124_350_000n,
      ETH: 3_100_000_000_100_000_000n,
      USDT: 150_123_456n,
      USD: 2_543_521n,
    });
    // Signed with the key from the options: it is sent, as Kraken needs it, in the header only.
    const balanceRequest = sent("BalanceEx")[0];
    expect(balanceRequest?.headers["api-key"]).toBe(API_KEY);
    expect(balanceRequest?.body).not.toContain(SECRET);
  });

  it("places a market order that fills in two trades, with the fees in cents", async () => {
    script.QueryOrders = [{ fixture: "query-orders-filled.json" }];
    script.AddOrder = [{ fixture: "add-order-market.json" }];
    const result = await kraken().placeOrder(sellBtc);
    expect(result).toEqual({
      exchangeOrderId: "OUF4EM-FRGI2-MQMWZD",
      clientOrderId: "rebal-20250115-btc",
      status: "filled",
      filledUnits: 850_000n,
      fills: [
        {
          tradeId: "TCCCTY-WE2O6-P3NB37",
          units: 500_000n,
          priceCents: 9_866_000,
          feeCents: 197,
          at: new Date(1736942400301),
        },
        {
          tradeId: "TKH2SE-M7IF5-CFI7LT",
          units: 350_000n,
          priceCents: 9_865_730,
          feeCents: 138,
          at: new Date(1736942400501),
        },
      ],
    });
    const addOrder = new URLSearchParams(sent("AddOrder")[0]?.body);
    expect(addOrder.get("pair")).toBe("XXBTZUSD");
    expect(addOrder.get("type")).toBe("sell");
    expect(addOrder.get("ordertype")).toBe("market");
    expect(addOrder.get("volume")).toBe("0.0085");
    expect(addOrder.get("cl_ord_id")).toBe("rebal-20250115-btc");
  });

  it("places a limit order that is partly filled", async () => {
    script.AddOrder = [{ fixture: "add-order-limit.json" }];
    script.QueryOrders = [{ fixture: "query-orders-partial.json" }];
    const result = await kraken().placeOrder({
      clientOrderId: "rebal-20250115-eth",
      side: "buy",
      asset: "ETH",
      units: 500_000_000_000_000_000n,
      type: "limit",
      limitPriceCents: 330_000,
    });
    expect(result.status).toBe("partially_filled");
    expect(result.filledUnits).toBe(100_000_000_000_000_000n);
    expect(result.fills).toEqual([
      {
        tradeId: "THVRQM-33VKH-UCI7BS",
        units: 100_000_000_000_000_000n,
        priceCents: 330_000,
        feeCents: 86,
        at: expect.any(Date),
      },
    ]);
    const addOrder = new URLSearchParams(sent("AddOrder")[0]?.body);
    expect(addOrder.get("price")).toBe("3300");
    expect(addOrder.get("volume")).toBe("0.5");
  });

  it("refuses an amount finer than the market's precision without sending it", async () => {
    const error = await failure(kraken().placeOrder({ ...sellBtc, asset: "ETH", units: 1n }));
    expect(error.kind).toBe("rejected");
    expect(sent("AddOrder")).toHaveLength(0);
  });

  it.each([
    ["error-insufficient-funds.json", "insufficient_funds"],
    ["error-order-minimum.json", "rejected"],
    ["error-rate-limit.json", "rate_limited"],
  ] as const)("maps Kraken's %s to %s", async (name, kind) => {
    script.AddOrder = [{ fixture: name }];
    const error = await failure(kraken().placeOrder(sellBtc));
    expect(error.kind).toBe(kind);
    expect(sent("AddOrder")).toHaveLength(1);
  });

  it("reports a refused key as auth, without the key or the secret in the message", async () => {
    script.BalanceEx = [{ fixture: "error-invalid-key.json" }];
    const error = await failure(kraken().fetchBalances());
    expect(error.kind).toBe("auth");
  });

  it("refuses a market the exchange does not list as a bad symbol", async () => {
    const error = await failure(kraken({ BTC: "BTC/CHF", ETH: "ETH/USD" }).placeOrder(sellBtc));
    expect(error.kind).toBe("bad_symbol");
    expect(sent("AddOrder")).toHaveLength(0);
  });

  it("maps Kraken's invalid pair answer to bad symbol", async () => {
    script.AddOrder = [{ fixture: "error-invalid-asset-pair.json" }];
    const error = await failure(kraken().placeOrder(sellBtc));
    expect(error.kind).toBe("bad_symbol");
  });

  it("reports an exchange that does not answer in time as a timeout", async () => {
    script.BalanceEx = [{ hangMs: 1000, fixture: "balance-ex.json" }];
    const error = await failure(kraken().fetchBalances());
    expect(error.kind).toBe("timeout");
  });

  it("reports an exchange that answers 503 as unavailable", async () => {
    script.BalanceEx = [{ status: 503 }];
    const error = await failure(kraken().fetchBalances());
    expect(error.kind).toBe("unavailable");
  });

  it("after a timeout, a retry finds the order by its client order id instead of placing it twice", async () => {
    const exchange = kraken();
    script.AddOrder = [{ hangMs: 1000, fixture: "add-order-market.json" }];
    const error = await failure(exchange.placeOrder(sellBtc));
    expect(error.kind).toBe("timeout");

    // Kraken did place it: its closed orders now hold it under our client order id.
    script.ClosedOrders = [{ fixture: "closed-orders-filled.json" }];
    const retried = await exchange.placeOrder(sellBtc);
    expect(retried).toMatchObject({
      exchangeOrderId: "OUF4EM-FRGI2-MQMWZD",
      clientOrderId: "rebal-20250115-btc",
      status: "filled",
      filledUnits: 850_000n,
    });
    expect(sent("AddOrder")).toHaveLength(1);
    expect(new URLSearchParams(sent("ClosedOrders").at(-1)?.body).get("cl_ord_id")).toBe("rebal-20250115-btc");
  });

  it("fetches an order by client order id, and says when there is none", async () => {
    script.ClosedOrders = [{ fixture: "closed-orders-filled.json" }];
    const found = await kraken().fetchOrder("rebal-20250115-btc");
    expect(found.exchangeOrderId).toBe("OUF4EM-FRGI2-MQMWZD");
    expect(found.fills).toHaveLength(2);

    const error = await failure(kraken().fetchOrder("never-placed"));
    expect(error.kind).toBe("not_found");
  });
});
