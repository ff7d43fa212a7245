import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TTreasuryLocation, TTreasuryOrder, TTreasuryView } from "@vaultline/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../../../test/render-in-app.tsx";
import { CustodyLocations } from "./custody-locations.tsx";
import { ShortfallBanner } from "./shortfall-banner.tsx";
import { TreasuryOrders } from "./treasury-orders.tsx";
import { TreasuryPositions } from "./treasury-positions.tsx";
import { TreasuryTransfers } from "./treasury-transfers.tsx";

type Answer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** Answers the app's calls by method and path; an unknown call is a 404. */
function serve(routes: Record<string, () => Answer>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${url.replace(/^\/api/, "")}`;
    const route = routes[key];
    const answer = route ? await route() : { status: 404, body: { status: 404, error: "Not found" } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const ok = (data: unknown) => ({ body: { status: 200, message: "OK", data } });

const position = (asset: "BTC" | "ETH" | "USD", over: Partial<TTreasuryView["positions"][number]> = {}) => ({
  asset,
  owedUnits: "0",
  heldUnits: "0",
  transitUnits: "0",
  differenceUnits: "0",
  priceCents: "100",
  owedCents: "0",
  heldCents: "0",
  differenceCents: "0",
  isComplete: true,
  isShort: false,
  ...over,
});

const VIEW: TTreasuryView = {
  at: "2026-11-28T10:00:00.000Z",
  prices: { BTC: "9000000", ETH: "300000", USDT: "100", at: "2026-11-28T10:00:00.000Z", source: "simulated" },
  owed: {
    BTC: { plans: "150000" },
    ETH: { plans: "0" },
    USD: { plans: "30000", wallets: "2000", withdrawals: "0", depositsNotInvested: "0" },
  },
  held: [
    {
      locationId: null,
      name: "Members' deposit addresses",
      kind: "deposits",
      evidence: "onchain",
      asset: "BTC",
      units: "1000000",
      notRead: null,
      simulated: true,
    },
  ],
  transit: { BTC: "0", ETH: "0", USDT: "0", USD: "0" },
  positions: [
    position("BTC", { owedUnits: "150000", heldUnits: "1000000", differenceUnits: "850000", differenceCents: "76500" }),
    position("ETH"),
    position("USD", {
      owedUnits: "32000",
      differenceUnits: "-32000",
      differenceCents: "-32000",
      isShort: true,
    }),
  ],
  reconciledAt: null,
  exchange: { name: "Simulated exchange", simulated: true },
  settings: { toleranceCents: 1000, bandPercent: 2, minOrderCents: 1000, tradingCosts: "operator" },
};

afterEach(() => vi.unstubAllGlobals());

describe("the treasury's positions", () => {
  it("shows what the books owe against what is held, the shortfall in dollars, and that it never reconciled", async () => {
    serve({ "GET /admin/treasury": () => ok(VIEW) });
    renderInApp(<TreasuryPositions />);
    const usd = await screen.findByRole("heading", { name: "USD (cash and USDT)" });
    const card = usd.closest("section") as HTMLElement;
    expect(within(card).getByText("Short")).toBeVisible();
    expect(within(card).getByText("Shortfall")).toBeVisible();
    expect(within(card).getByText("−$320.00")).toBeVisible();
    expect(within(card).getByText("Members' wallet cash")).toBeVisible();
    const btc = (screen.getByRole("heading", { name: "BTC" }).closest("section") as HTMLElement) ?? document.body;
    expect(within(btc).getByText("Covered")).toBeVisible();
    expect(within(btc).getByText("0.00850000 BTC ($765.00)")).toBeVisible();
    expect(within(btc).getByText(/Members' deposit addresses \(simulated\)/)).toBeVisible();
    expect(screen.getByText("never")).toBeVisible();
  });

  it("keeps a failed load on the page with a retry, and says what a reconciliation found", async () => {
    let fails = true;
    serve({
      "GET /admin/treasury": () =>
        fails ? { status: 503, body: { status: 503, error: "The price feed is not answering" } } : ok(VIEW),
      "POST /admin/treasury/reconcile": () => ok({ shortAssets: ["USD"] }),
    });
    const user = userEvent.setup();
    renderInApp(<TreasuryPositions />);
    // A 5xx is tried once more before the page says so.
    expect(await screen.findByText("The price feed is not answering", {}, { timeout: 4000 })).toBeVisible();
    fails = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "BTC" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Reconcile now" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Reconciled: short in USD. Every admin is e-mailed.");
  });
});

describe("the shortfall banner", () => {
  it("links to the treasury while the last reconciliation found an asset short", async () => {
    serve({ "GET /admin/treasury/alert": () => ok({ shortAssets: ["USD", "ETH"] }) });
    renderInApp(<ShortfallBanner />);
    const banner = await screen.findByRole("alert");
    expect(banner).toHaveTextContent("Treasury shortfall in USD, ETH.");
    expect(within(banner).getByRole("link", { name: "Open the treasury" })).toHaveAttribute("href", "/admin/treasury");
  });

  it("says nothing when every asset is covered", async () => {
    const fetch = serve({ "GET /admin/treasury/alert": () => ok({ shortAssets: [] }) });
    renderInApp(<ShortfallBanner />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

const ORDER: TTreasuryOrder = {
  id: "o-1",
  clientOrderId: "c-1",
  side: "sell",
  asset: "BTC",
  units: "850000",
  bookPriceCents: 9_000_000,
  valueCents: 76_500,
  needsTwo: true,
  status: "proposed",
  firstApprovedBy: null,
  approvedBy: null,
  approvedAt: null,
  exchangeName: null,
  exchangeOrderId: null,
  filledUnits: "0",
  reason: null,
  createdAt: "2026-11-28T10:00:00.000Z",
  fills: [],
};

describe("the treasury's orders", () => {
  it("asks for the second factor when the server wants it again before approving", async () => {
    const approvals: string[] = [];
    serve({
      "GET /admin/treasury/orders": () => ok([ORDER]),
      "POST /admin/treasury/orders/o-1/approve": () => {
        approvals.push("try");
        return approvals.length === 1
          ? {
              status: 403,
              body: {
                status: 403,
                error: "Confirm it's you",
                details: [{ field: "stepUp", message: "Confirm it's you" }],
              },
            }
          : ok({ ...ORDER, firstApprovedBy: "admin-1" });
      },
      "POST /security/step-up": () => ok(null),
    });
    const user = userEvent.setup();
    renderInApp(<TreasuryOrders hasExchange />);
    expect(await screen.findByText("four eyes: needs 2 approvals")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByTestId("confirm-amount")).toHaveTextContent(
      "Sell 0.00850000 BTC (about $765.00 at the books' price)",
    );
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    const code = await within(dialog).findByLabelText("Code from your authenticator app");
    await user.type(code, "123456");
    await user.click(within(dialog).getByRole("button", { name: "Confirm code and approve" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(approvals).toEqual(["try", "try"]);
  });

  it("says when there is nothing in a view", async () => {
    serve({ "GET /admin/treasury/orders": () => ok([]) });
    renderInApp(<TreasuryOrders hasExchange={false} />);
    expect(await screen.findByText("No proposed orders")).toBeVisible();
  });
});

describe("proposing a custody location", () => {
  it("checks the form with the shared schema, proposes an ETH address, and keeps a refusal on the page", async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    const fetch = serve({
      "GET /admin/treasury/locations": () => ok({ locations: [], declared: [], transfers: [] }),
      "POST /admin/treasury/locations": () => ({
        status: refuse ? 409 : 201,
        body: refuse
          ? { status: 409, error: "This address is already a location" }
          : { status: 201, message: "Location proposed", data: {} },
      }),
    });
    const user = userEvent.setup();
    renderInApp(<CustodyLocations />);
    const form = await screen.findByRole("form", { name: "Propose a location" });
    await user.selectOptions(within(form).getByLabelText("Asset"), "ETH");
    await user.type(within(form).getByLabelText("Name"), "Cold ether");
    await user.click(within(form).getByRole("button", { name: "Propose location" }));
    expect(await within(form).findByText("Enter the address")).toBeVisible();

    await user.type(within(form).getByLabelText("Address"), "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed");
    await user.click(within(form).getByRole("button", { name: "Propose location" }));
    expect(await within(form).findByText("This address is already a location")).toBeVisible();
    for (const [url, init] of fetch.mock.calls) if (url.endsWith("/locations") && init?.body) bodies.push(init.body);
    expect(JSON.parse(String(bodies.at(-1)))).toEqual({
      name: "Cold ether",
      kind: "onchain",
      asset: "ETH",
      address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
    });
    refuse = false;
    await user.click(within(form).getByRole("button", { name: "Propose location" }));
    expect(await screen.findByText(/Proposed\. Another admin approves/)).toBeVisible();
  });
});

const LOCATION = (over: Partial<TTreasuryLocation>): TTreasuryLocation => ({
  id: "5f0c6a9e-8a43-4e8e-9d43-6a2b8f0f0a01",
  name: "Cold bitcoin",
  kind: "onchain",
  asset: "BTC",
  address: "bc1qexample",
  status: "active",
  origin: "admin",
  proposedBy: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: "2026-11-28T10:00:00.000Z",
  ...over,
});
const BANK = LOCATION({
  id: "5f0c6a9e-8a43-4e8e-9d43-6a2b8f0f0a02",
  name: "Main bank",
  kind: "declared",
  asset: "USD",
  address: null,
});

/** The JSON bodies the app sent to `path`. */
const bodiesTo = (fetch: ReturnType<typeof serve>, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => url.endsWith(path) && init?.body)
    .map(([, init]) => JSON.parse(String(init?.body)));

describe("recording a transfer", () => {
  it("shows the field errors before anything is sent, then records it and keeps a refusal on the page", async () => {
    let refuse = true;
    const fetch = serve({
      "GET /admin/treasury/locations": () => ok({ locations: [LOCATION({})], declared: [], transfers: [] }),
      "POST /admin/treasury/transfers": () =>
        refuse ? { status: 409, body: { status: 409, error: "This transaction id is already recorded" } } : ok({}),
    });
    const user = userEvent.setup();
    renderInApp(<TreasuryTransfers />);
    const form = await screen.findByRole("form", { name: "Record a transfer" });
    await user.type(within(form).getByLabelText("Amount (BTC)"), "0.5.1");
    await user.type(within(form).getByLabelText("Transaction id"), "{Enter}");
    expect(await within(form).findByText("Enter the amount in BTC, e.g. 0.015")).toBeVisible();
    expect(within(form).getByText("Enter the transaction id")).toBeVisible();
    expect(within(form).getByLabelText("Amount (BTC)")).toHaveAttribute("aria-invalid", "true");
    expect(bodiesTo(fetch, "/transfers")).toEqual([]);

    await user.clear(within(form).getByLabelText("Amount (BTC)"));
    await user.type(within(form).getByLabelText("Amount (BTC)"), "0.5");
    await user.type(within(form).getByLabelText("Transaction id"), " sweep-1 {Enter}");
    expect(await within(form).findByText("This transaction id is already recorded")).toBeVisible();
    expect(bodiesTo(fetch, "/transfers")).toEqual([
      { fromLocationId: null, toLocationId: LOCATION({}).id, asset: "BTC", units: "50000000", txId: "sweep-1" },
    ]);
    refuse = false;
    await user.click(within(form).getByRole("button", { name: "Record transfer" }));
    expect(await within(form).findByRole("status")).toHaveTextContent("Recorded: in transit until confirmed.");
    expect(within(form).getByLabelText("Amount (BTC)")).toHaveValue("");
  });
});

describe("entering a declared balance", () => {
  it("asks for the amount in the location's asset, the date and the statement before uploading anything", async () => {
    const fetch = serve({
      "GET /admin/treasury/locations": () => ok({ locations: [BANK], declared: [], transfers: [] }),
    });
    const user = userEvent.setup();
    renderInApp(<CustodyLocations />);
    const form = await screen.findByRole("form", { name: "Enter a declared balance" });
    await user.type(within(form).getByLabelText("Amount (USD)"), "twelve");
    await user.click(within(form).getByRole("button", { name: "Enter balance" }));
    expect(await within(form).findByText("Enter the amount in USD, e.g. 1250.00")).toBeVisible();
    expect(within(form).getByText("Enter the statement's date")).toBeVisible();
    expect(within(form).getByText("Attach the statement")).toBeVisible();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "POST")).toEqual([]);
  });
});

describe("recording a fill by hand", () => {
  it("checks the fill on the page, then books it after the confirmation", async () => {
    const open = { ...ORDER, status: "approved" as const, exchangeName: "Kraken" };
    const fetch = serve({
      "GET /admin/treasury/orders": () => ok([open]),
      "POST /admin/treasury/orders/o-1/fills": () => ok({ booked: 1 }),
    });
    const user = userEvent.setup();
    renderInApp(<TreasuryOrders hasExchange={false} />);
    await user.click(await screen.findByRole("button", { name: "Open" }));
    await user.click(await screen.findByRole("button", { name: "Record a fill" }));
    const form = screen.getByRole("form", { name: "Record a fill made by hand" });
    await user.clear(within(form).getByLabelText("Fee ($)"));
    await user.type(within(form).getByLabelText("Fee ($)"), "-1");
    await user.click(within(form).getByRole("button", { name: "Record fill" }));
    expect(await within(form).findByText("Enter the trade id")).toBeVisible();
    expect(within(form).getByText("Enter the amount in BTC, e.g. 0.015")).toBeVisible();
    expect(within(form).getByText("Enter the price per coin in dollars")).toBeVisible();
    expect(within(form).getByText("Enter the fee in dollars (0 if none)")).toBeVisible();
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.type(within(form).getByLabelText("Trade id"), "T-1");
    await user.type(within(form).getByLabelText("Amount (BTC)"), "0.0085");
    await user.type(within(form).getByLabelText("Price per coin ($)"), "90,100.50");
    await user.clear(within(form).getByLabelText("Fee ($)"));
    await user.type(within(form).getByLabelText("Fee ($)"), "1.20{Enter}");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByTestId("confirm-amount")).toHaveTextContent(
      "0.00850000 BTC at $90,100.50 per coin, fee $1.20",
    );
    expect(bodiesTo(fetch, "/fills")).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Record fill" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [body] = bodiesTo(fetch, "/fills");
    expect(body).toMatchObject({
      exchange: "Kraken",
      tradeId: "T-1",
      units: "850000",
      priceCents: 9_010_050,
      feeCents: 120,
    });
    expect(screen.queryByRole("form", { name: "Record a fill made by hand" })).toBeNull();
  });
});
