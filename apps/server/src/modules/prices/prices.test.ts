import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { call, createTestApp } from "../../../test/helpers.ts";
import { manualClock } from "../../lib/clock.ts";
import { PRICES_UNAVAILABLE } from "../../lib/price-feed/price-feed.ts";

const clock = manualClock(new Date("2026-03-10T14:37:00Z"));
const app = await createTestApp({}, { clock });

/** A port nothing listens on: a kraken feed pointed there is unreachable. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("GET /api/prices/:symbol", () => {
  it("answers the simulated spot price in dollars and 24 h of history by default", async () => {
    const { status, body } = await call(app, { method: "GET", url: "/api/prices/BTC" });
    expect(status).toBe(200);
    expect(body.data.source).toBe("simulated");
    expect(body.data.symbol).toBe("BTC");
    expect(body.data.price.at).toBe("2026-03-10T14:37:00.000Z");
    expect(body.data.price.usd).toBeGreaterThan(10_000);
    expect(body.data.history).toHaveLength(289);
    expect(body.data.history.at(-1)).toEqual(body.data.price);
  });

  it("answers 7 d of hourly history", async () => {
    const { status, body } = await call(app, { method: "GET", url: "/api/prices/ETH?range=7d" });
    expect(status).toBe(200);
    expect(body.data.history).toHaveLength(169);
  });

  it("refuses an unknown symbol or range with 400", async () => {
    const unknown = await call(app, { method: "GET", url: "/api/prices/DOGE" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe("Unknown symbol");
    const range = await call(app, { method: "GET", url: "/api/prices/BTC?range=1y" });
    expect(range.status).toBe(400);
  });

  it("answers 503 with the message when the feed is unavailable", async () => {
    const port = await closedPort();
    const down = await createTestApp({
      priceFeed: { driver: "kraken", url: `http://127.0.0.1:${port}`, maxAgeSeconds: 120 },
    });
    const { status, body } = await call(down, { method: "GET", url: "/api/prices/BTC" });
    expect(status).toBe(503);
    expect(body.error).toBe(PRICES_UNAVAILABLE);
  });
});
