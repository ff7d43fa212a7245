import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ADDRESS_BOOK_MESSAGES, ADDRESS_MESSAGES, type TSavedAddress } from "@vaultline/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeSession } from "../../../lib/session-storage.ts";
import { renderInApp } from "../../../test/render-in-app.tsx";
import { testUser } from "../../../test/users.ts";
import { AddressBookSection } from "./address-book-section.tsx";

const BTC = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";
const ETH = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const MEMBER = testUser();

/** The address book endpoints as the API answers them, over an in-memory list. */
function answerAddressBookCalls(initial: TSavedAddress[], holdHours = 24) {
  let saved = [...initial];
  const json = (status: number, body: object) =>
    new Response(JSON.stringify({ status, ...body }), { status, headers: { "content-type": "application/json" } });
  return vi.fn(async (url: string, init?: RequestInit) => {
    const route = `${init?.method ?? "GET"} ${url}`;
    if (route === "GET /api/user") return json(200, { message: "ok", data: MEMBER });
    if (route === "GET /api/user/deposit-options") {
      return json(200, { message: "ok", data: { crypto: { network: "mainnet" } } });
    }
    if (route === "GET /api/user/addresses") return json(200, { message: "ok", data: saved, meta: { holdHours } });
    if (route === "POST /api/user/addresses") {
      const body = JSON.parse(String(init?.body));
      const entry: TSavedAddress = {
        id: `a${saved.length + 1}`,
        network: body.network,
        address: body.address,
        label: body.label ?? null,
        createdAt: "2026-07-01T10:00:00.000Z",
        usableFrom: "2026-07-02T10:00:00.000Z",
        isUsable: false,
      };
      saved = [...saved, entry];
      return json(201, { message: ADDRESS_BOOK_MESSAGES.added(entry.usableFrom, false), data: entry });
    }
    if (init?.method === "DELETE" && url.startsWith("/api/user/addresses/")) {
      saved = saved.filter((a) => a.id !== url.split("/").at(-1));
      return json(200, { message: ADDRESS_BOOK_MESSAGES.removed, data: null });
    }
    return json(404, { error: "Not found" });
  });
}

const READY: TSavedAddress = {
  id: "a1",
  network: "USDT_ERC20",
  address: ETH,
  label: "Exchange",
  createdAt: "2026-06-01T10:00:00.000Z",
  usableFrom: "2026-06-02T10:00:00.000Z",
  isUsable: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AddressBookSection", () => {
  it("states the hold the server is set to, never a fixed number", async () => {
    storeSession("a-token", false);
    vi.stubGlobal("fetch", answerAddressBookCalls([READY], 48));
    const { unmount } = renderInApp(<AddressBookSection />);
    expect(await screen.findByText(/A new one can be used 48 hours after you add it\./)).toBeVisible();
    expect(screen.getByText(/a new address can be used 48 hours after you add it/)).toBeVisible();
    expect(screen.queryByText(/24 hours/)).toBeNull();
    unmount();
    vi.stubGlobal("fetch", answerAddressBookCalls([READY], 0));
    renderInApp(<AddressBookSection />);
    expect(await screen.findByText(/A new one can be used as soon as you add it\./)).toBeVisible();
    expect(screen.queryByText(/hours/)).toBeNull();
  });

  it("adds an address after checking it for its network, and shows it held until it is usable", async () => {
    const user = userEvent.setup();
    storeSession("a-token", false);
    const fetchMock = answerAddressBookCalls([READY]);
    vi.stubGlobal("fetch", fetchMock);
    renderInApp(<AddressBookSection />);

    const list = await screen.findByRole("list", { name: "Saved withdrawal addresses" });
    expect(within(list).getByRole("listitem", { name: "Exchange" })).toHaveTextContent("Ready");

    const save = await screen.findByRole("button", { name: "Save address" });
    await user.type(screen.getByLabelText("Address"), "hello");
    expect(await screen.findByText(ADDRESS_MESSAGES.bitcoinInvalid)).toBeVisible();
    expect(save).toBeDisabled();
    await user.click(screen.getByLabelText("USDT — ERC20 network only"));
    expect(await screen.findByText(ADDRESS_MESSAGES.usdtInvalid)).toBeVisible();
    await user.click(screen.getByLabelText("Bitcoin"));

    await user.clear(screen.getByLabelText("Address"));
    await user.type(screen.getByLabelText("Address"), BTC);
    await user.type(screen.getByLabelText("Label (optional)"), "Cold wallet");
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    const held = await within(list).findByRole("listitem", { name: "Cold wallet" });
    expect(held).toHaveTextContent(/Usable from/);
    expect(held).toHaveTextContent(BTC);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/user/addresses",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({ network: "BTC", address: BTC, label: "Cold wallet" }),
      }),
    );
  });

  it("removes an address only after the member confirms", async () => {
    const user = userEvent.setup();
    storeSession("a-token", false);
    const fetchMock = answerAddressBookCalls([READY]);
    vi.stubGlobal("fetch", fetchMock);
    renderInApp(<AddressBookSection />);

    const item = await screen.findByRole("listitem", { name: "Exchange" });
    await user.click(within(item).getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this address?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(fetchMock).not.toHaveBeenCalledWith("/api/user/addresses/a1", expect.anything());

    await user.click(within(item).getByRole("button", { name: "Remove" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove address" }));
    expect(await screen.findByText("No saved addresses yet.")).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith("/api/user/addresses/a1", expect.objectContaining({ method: "DELETE" }));
  });
});
