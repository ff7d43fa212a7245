import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TCryptoQuote, TCryptoQuoteRequest } from "@vaultline/shared";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { renderInApp } from "../../test/render-in-app.tsx";
import { CryptoPayment } from "./crypto-payment.tsx";

const ADDRESS = "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu";

/** A quote as the API answers it, valid for `validMs` from now. */
function btcQuote(id: string, coinAmount: string, validMs = 15 * 60_000): TCryptoQuote {
  const now = Date.now();
  return {
    id: id,
    purpose: "deposit",
    currency: "BTC",
    amount: 1000,
    coinAmount,
    coinUnits: String(Number(coinAmount.replace(".", ""))),
    coinSymbol: "BTC",
    rate: 65_182.34,
    rateAt: new Date(now).toISOString(),
    rateSource: "simulated",
    address: ADDRESS,
    isSharedAddress: false,
    isDemoAddress: false,
    network: "mainnet",
    paymentUri: `bitcoin:${ADDRESS}?amount=${coinAmount}`,
    quotedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + validMs).toISOString(),
  };
}

const proof = () => new File([new Uint8Array([137, 80, 78, 71])], "proof.png", { type: "image/png" });

describe("CryptoPayment", () => {
  it("shows the exact coin amount, address, QR code, rate and countdown once a coin is chosen", async () => {
    const user = userEvent.setup();
    const source = vi.fn(async (_request: TCryptoQuoteRequest) => btcQuote("q1", "0.01534158"));
    renderInApp(
      <CryptoPayment
        purpose="deposit"
        amount="1000"
        confirmLabel="Confirm"
        isSubmitting={false}
        onConfirm={vi.fn()}
        quoteSource={source}
      />,
    );
    expect(screen.getByText("Choose a coin to see exactly how much to send and where.")).toBeVisible();
    await user.click(screen.getByRole("radio", { name: /Bitcoin \(BTC\)/ }));
    expect(await screen.findByText("0.01534158")).toBeVisible();
    expect(source).toHaveBeenCalledWith({
      purpose: "deposit",
      amount: "1000",
      currency: "BTC",
      previousQuoteId: undefined,
    });
    expect(screen.getByTestId("pay-address")).toHaveTextContent(ADDRESS);
    expect(screen.getByRole("timer")).toHaveTextContent(/Quote valid for (15:00|14:5\d)/);
    expect(screen.getByText(/= \$1,000\.00 at 1 BTC = \$65,182\.34/)).toBeVisible();
    expect(screen.getByText("Simulated prices")).toBeVisible();
    expect(screen.getByText(/is on top of this amount and paid by you, the sender/)).toBeVisible();
    expect(screen.getByText(/delays your deposit until an admin matches it by hand/)).toBeVisible();
    expect(screen.getByText(/made for this payment only/)).toBeVisible();
    expect(screen.queryByText("shared address")).toBeNull();
    const qr = await screen.findByRole("img", { name: "QR code: pay 0.01534158 BTC to this bitcoin address" });
    expect(qr).toHaveAttribute("data-uri", `bitcoin:${ADDRESS}?amount=0.01534158`);
    await user.click(screen.getByRole("button", { name: "Copy amount" }));
    expect(await screen.findByText("amount copied")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Copy address" }));
    expect(await screen.findByText("address copied")).toBeVisible();
  });

  it("offers ether beside bitcoin and USDT, and shows its quote in ETH on the Ethereum network", async () => {
    const user = userEvent.setup();
    const ETH_ADDRESS = "0x9858EfFD232B4033E47d90003D41EC34EcaEda94";
    const etherQuote: TCryptoQuote = {
      ...btcQuote("q-eth", "0.33333334"),
      currency: "ETH",
      coinSymbol: "ETH",
      coinUnits: "333333340000000000",
      rate: 3000,
      address: ETH_ADDRESS,
      paymentUri: `ethereum:${ETH_ADDRESS}@1?value=333333340000000000`,
    };
    const source = vi.fn(async (_request: TCryptoQuoteRequest) => etherQuote);
    renderInApp(
      <CryptoPayment
        purpose="deposit"
        amount="1000"
        confirmLabel="Confirm"
        isSubmitting={false}
        onConfirm={vi.fn()}
        quoteSource={source}
      />,
    );
    expect(screen.getAllByRole("radio").map((r) => r.closest("label")?.textContent)).toEqual([
      "Bitcoin (BTC)(Bitcoin)",
      "USDT(USDT — ERC20 network only)",
      "Ether (ETH)(Ether — Ethereum network)",
    ]);
    await user.click(screen.getByRole("radio", { name: /Ether \(ETH\)/ }));
    expect(await screen.findByText("0.33333334")).toBeVisible();
    expect(source).toHaveBeenCalledWith({
      purpose: "deposit",
      amount: "1000",
      currency: "ETH",
      previousQuoteId: undefined,
    });
    expect(screen.getByTestId("pay-address")).toHaveTextContent(ETH_ADDRESS);
    expect(screen.getByText("Ethereum network")).toBeVisible();
    expect(screen.getByText(/the price of one ether in US dollars/)).toBeVisible();
    const qr = await screen.findByRole("img", { name: "QR code: pay 0.33333334 ETH to this ether address" });
    expect(qr).toHaveAttribute("data-uri", `ethereum:${ETH_ADDRESS}@1?value=333333340000000000`);
  });

  it("sends the quote id, tx id and proof, only once the proof and the extra condition are there", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => {});
    function WithRisk() {
      const [hasAccepted, setHasAccepted] = useState(false);
      return (
        <CryptoPayment
          purpose="deposit"
          amount="1000"
          confirmLabel="Confirm deposit"
          isSubmitting={false}
          canConfirm={hasAccepted}
          onConfirm={onConfirm}
          quoteSource={async () => btcQuote("q1", "0.01534158")}
        >
          <label>
            <input type="checkbox" checked={hasAccepted} onChange={(e) => setHasAccepted(e.target.checked)} />I accept
            the risk
          </label>
        </CryptoPayment>
      );
    }
    renderInApp(<WithRisk />);
    const confirm = screen.getByRole("button", { name: "Confirm deposit" });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: /Bitcoin \(BTC\)/ }));
    await screen.findByText("0.01534158");
    await user.upload(screen.getByLabelText("Proof of payment (screenshot or PDF)"), proof());
    await user.type(screen.getByLabelText("Blockchain transaction id (optional)"), " abc123 ");
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: /accept the risk/ }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith({ currency: "BTC", quoteId: "q1", txId: "abc123", proof: expect.any(File) });
  });

  it("refreshes an expired quote on the same address, and takes the replacement a 409 carries", async () => {
    const user = userEvent.setup();
    const quotes = [btcQuote("q1", "0.01534158", 1500), btcQuote("q2", "0.01600000"), btcQuote("q3", "0.01700000")];
    const source = vi.fn(async (_request: TCryptoQuoteRequest) => quotes.shift() as TCryptoQuote);
    const replacement = btcQuote("q4", "0.01800000");
    const onConfirm = vi.fn(async () => {
      throw new ApiError(409, "This quote has expired; here is a new one", [], { quote: replacement });
    });
    renderInApp(
      <CryptoPayment
        purpose="deposit"
        amount="1000"
        confirmLabel="Confirm deposit"
        isSubmitting={false}
        onConfirm={onConfirm}
        quoteSource={source}
      />,
    );
    await user.click(screen.getByRole("radio", { name: /Bitcoin \(BTC\)/ }));
    await screen.findByText("0.01534158");
    expect(await screen.findByText("0.01600000", {}, { timeout: 4000 })).toBeVisible();
    expect(source).toHaveBeenLastCalledWith({
      purpose: "deposit",
      amount: "1000",
      currency: "BTC",
      previousQuoteId: "q1",
    });
    expect(screen.getByTestId("pay-address")).toHaveTextContent(ADDRESS);

    await user.upload(screen.getByLabelText("Proof of payment (screenshot or PDF)"), proof());
    await user.type(screen.getByLabelText("Blockchain transaction id (optional)"), "abc123");
    await user.click(screen.getByRole("button", { name: "Confirm deposit" }));
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ currency: "BTC", quoteId: "q2", txId: "abc123", proof: expect.any(File) }),
    );
    await waitFor(() => expect(screen.getByTestId("coin-amount")).toHaveTextContent("0.01800000"));
  });

  it("says when prices are unavailable and lets the payer try again", async () => {
    const user = userEvent.setup();
    const source = vi
      .fn<(request: TCryptoQuoteRequest) => Promise<TCryptoQuote>>()
      .mockRejectedValueOnce(new ApiError(503, "Prices are unavailable right now; please try again in a minute"))
      .mockResolvedValueOnce(btcQuote("q1", "0.01534158"));
    renderInApp(
      <CryptoPayment
        purpose="course"
        amount="250"
        confirmLabel="Confirm payment"
        isSubmitting={false}
        onConfirm={vi.fn()}
        quoteSource={source}
      />,
    );
    await user.click(screen.getByRole("radio", { name: /Bitcoin \(BTC\)/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Prices are unavailable right now");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("0.01534158")).toBeVisible();
    expect(source).toHaveBeenCalledTimes(2);
  });

  it("asks no proof for watched ether, and says ether sent by a contract is not seen", async () => {
    const user = userEvent.setup();
    const etherQuote: TCryptoQuote = { ...btcQuote("q-eth-watched", "0.33333334"), currency: "ETH", coinSymbol: "ETH" };
    renderInApp(
      <CryptoPayment
        purpose="deposit"
        amount="1000"
        confirmLabel="Confirm"
        isSubmitting={false}
        onConfirm={vi.fn()}
        quoteSource={async () => etherQuote}
        isWatched={(currency) => currency === "ETH"}
      />,
    );
    await user.click(screen.getByRole("radio", { name: /Ether \(ETH\)/ }));
    expect(await screen.findByText(/No screenshot needed/)).toHaveTextContent(
      "ether sent by a smart contract (some exchanges pay withdrawals that way) is not seen",
    );
    expect(screen.queryByLabelText(/Proof of payment/)).toBeNull();
  });
});
