import { createHash } from "node:crypto";
import { fireEvent, screen, within } from "@testing-library/react";
import {
  accountPreimage,
  assetAccountPreimage,
  buildLevels,
  type Digest,
  leafPreimage,
  PROOF_FORMAT,
  pathOf,
  rootOf,
  type TAssetProof,
  type TInclusionProof,
  type TProofAsset,
  type TPublishedDay,
  toHex,
} from "@vaultline/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeSession } from "../../../lib/session-storage.ts";
import { renderInApp } from "../../../test/render-in-app.tsx";
import { InclusionCheck } from "./inclusion-check.tsx";

const sha256: Digest = (data) => new Uint8Array(createHash("sha256").update(data).digest());
const ME = "0b7d4a36-5a4e-4c1e-9a57-1f6f2d9c0a11";
const OTHER = "6f0e1d2c-3b4a-4958-8776-655443322110";
const DAY = "2026-11-28";

/** A two-leaf tree (the member first) built with the shared algorithm: the member's leaf and path in it. */
function tree(preimage: (id: string) => Uint8Array, mine: number, theirs: number) {
  const nonces = ["11".repeat(16), "22".repeat(16)];
  const leaves = [
    [ME, mine],
    [OTHER, theirs],
  ].map(([id, amount], i) => ({
    hash: sha256(
      leafPreimage(sha256(preimage(id as string)), amount as number, Buffer.from(nonces[i] as string, "hex")),
    ),
    sum: amount as number,
  }));
  const levels = buildLevels(leaves, sha256);
  const root = rootOf(levels);
  return { nonce: nonces[0] as string, leafHash: toHex(levels[0]?.[0]?.hash as Uint8Array), levels, root };
}

function assetProof(asset: TProofAsset, mine: number, theirs: number): TAssetProof {
  const t = tree((id) => assetAccountPreimage(asset, id), mine, theirs);
  return {
    asset,
    amountUnits: mine,
    nonce: t.nonce,
    leafHash: t.leafHash,
    path: pathOf(t.levels, 0).map((s) => ({ side: s.side, hash: s.hash, sumUnits: s.sumCents })),
    root: { hash: toHex(t.root.hash), sumUnits: t.root.sum },
  };
}

const cents = tree(accountPreimage, 1_234_56, 500_00);
const assets = [assetProof("BTC", 345_678, 1_000_000), assetProof("ETH", 12_345_678, 1), assetProof("USD", 987_65, 5)];
const PROOF: TInclusionProof = {
  format: PROOF_FORMAT,
  day: DAY,
  accountId: ME,
  balanceCents: 1_234_56,
  nonce: cents.nonce,
  leafHash: cents.leafHash,
  path: pathOf(cents.levels, 0),
  root: { hash: toHex(cents.root.hash), sumCents: cents.root.sum },
  memberCount: 2,
  assets,
};
const PUBLISHED: TPublishedDay = {
  day: DAY,
  rootHash: PROOF.root.hash,
  total: PROOF.root.sumCents / 100,
  totalCents: PROOF.root.sumCents,
  memberCount: 2,
  ledgerPosition: 1,
  ledgerHash: "cd".repeat(32),
  builtAt: `${DAY}T00:30:00.000Z`,
  assets: assets.map((a) => ({
    asset: a.asset,
    rootHash: a.root.hash,
    totalUnits: a.root.sumUnits,
    plansUnits: a.root.sumUnits + 1,
    walletUnits: 0,
    remainderUnits: 1,
  })),
};

/** A signed-in member whose proof request answers `proof`. */
function serve(proof: unknown) {
  storeSession("a-token", false);
  const answer = (data: unknown) => new Response(JSON.stringify({ status: 200, message: "OK", data }));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === "/api/user") return answer({ id: ME, username: "dana", isAdmin: false });
      if (url === "/api/user/transparency/proof") return answer(proof);
      return new Response(JSON.stringify({ status: 404, error: "Not found" }), { status: 404 });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("checking one's balance per asset", () => {
  it("verifies each asset's path in the browser and says what is counted", async () => {
    serve(PROOF);
    renderInApp(<InclusionCheck days={[PUBLISHED]} />);
    fireEvent.click(await screen.findByRole("button", { name: "Check that my balance is counted" }));
    const rows = await screen.findAllByTestId("asset-check");
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent("✓Your 0.00345678 BTC is counted in the BTC tree of");
    expect(rows[1]).toHaveTextContent("Your 0.012345678 ETH is counted");
    expect(rows[2]).toHaveTextContent("Your $987.65 is counted");
    expect(
      within(rows[0] as HTMLElement).getByText(/verified in your browser up to the published BTC root/),
    ).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("Your balance is counted");
  });

  it("fails an asset whose amount was changed, and one whose root is not the published one", async () => {
    const [btc, eth, usd] = assets as [TAssetProof, TAssetProof, TAssetProof];
    serve({
      ...PROOF,
      assets: [
        { ...btc, amountUnits: btc.amountUnits + 1 },
        eth,
        { ...usd, root: { ...usd.root, hash: "ef".repeat(32) } },
      ],
    });
    renderInApp(<InclusionCheck days={[PUBLISHED]} />);
    fireEvent.click(await screen.findByRole("button", { name: "Check that my balance is counted" }));
    const rows = await screen.findAllByTestId("asset-check");
    expect(rows[0]).toHaveTextContent("✗Your 0.00345679 BTC: the check failed: Your leaf does not match the leaf hash");
    expect(rows[1]).toHaveTextContent("✓Your 0.012345678 ETH is counted");
    expect(rows[2]).toHaveTextContent("✗Your $987.65: the check failed: The computed root does not match");
  });

  it("says a day published before the asset trees has none", async () => {
    serve({ ...PROOF, assets: [] });
    renderInApp(<InclusionCheck days={[{ ...PUBLISHED, assets: [] }]} />);
    fireEvent.click(await screen.findByRole("button", { name: "Check that my balance is counted" }));
    expect(await screen.findByTestId("asset-checks")).toHaveTextContent("has no per-asset trees");
  });
});
