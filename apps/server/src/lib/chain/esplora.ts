import { z } from "zod";
import { type ChainPayment, type ChainSource, ChainUnavailableError, confirmationsAt } from "./chain.ts";
import { type HttpOptions, parseJson, requestText } from "./http-json.ts";

// The shapes of Esplora's HTTP API that are read (GET /tx/:txid, /address/:address/txs, /address/:address).
const ZTx = z.object({
  txid: z.string().regex(/^[0-9a-f]{64}$/),
  vout: z.array(z.object({ scriptpubkey_address: z.string().optional(), value: z.number().int().nonnegative() })),
  status: z.object({ confirmed: z.boolean(), block_height: z.number().int().nonnegative().optional() }),
});
const ZStats = z.object({ funded_txo_sum: z.number().int(), spent_txo_sum: z.number().int() });
const ZAddress = z.object({ chain_stats: ZStats });
const ZFees = z.record(z.string(), z.number().positive());

type Tx = z.infer<typeof ZTx>;

/** A P2WPKH payment with one input and two outputs, in virtual bytes. */
const SIMPLE_PAYMENT_VBYTES = 141;
/** Blocks the fee estimate aims to confirm within. */
const FEE_TARGET_BLOCKS = 6;
/** Esplora pages confirmed transactions 25 at a time; an address of ours has few, this is a stop. */
const MAX_PAGES = 20;

const TXID = /^[0-9a-f]{64}$/;

/** Bitcoin through any Esplora-compatible HTTP API (blockstream's esplora, mempool.space, electrs). */
export function createEsploraSource(options: { baseUrl: string } & HttpOptions): ChainSource {
  const base = options.baseUrl.replace(/\/$/, "");
  const get = async (path: string) => requestText(`${base}${path}`, { method: "GET" }, options);
  const getJson = async <T>(path: string, schema: z.ZodType<T>): Promise<T> => {
    const { status, text } = await get(path);
    if (status === 404) throw new ChainUnavailableError(`chain endpoint ${path} answered 404`);
    const parsed = schema.safeParse(parseJson(text, path));
    if (!parsed.success) throw new ChainUnavailableError(`malformed answer from the chain endpoint (${path})`);
    return parsed.data;
  };

  async function tipHeight(): Promise<number> {
    const { status, text } = await get("/blocks/tip/height");
    if (status !== 200 || !/^\d+$/.test(text.trim())) {
      throw new ChainUnavailableError("malformed answer from the chain endpoint (/blocks/tip/height)");
    }
    return Number(text.trim());
  }

  const outputsOf = (tx: Tx, tip: number, to?: string): ChainPayment[] =>
    tx.vout.flatMap((out, index) =>
      out.scriptpubkey_address && (!to || out.scriptpubkey_address === to) && out.value > 0
        ? [
            {
              txid: tx.txid,
              index,
              address: out.scriptpubkey_address,
              units: BigInt(out.value),
              blockHeight: tx.status.confirmed ? (tx.status.block_height ?? null) : null,
              confirmations: tx.status.confirmed ? confirmationsAt(tx.status.block_height ?? null, tip) : 0,
            },
          ]
        : [],
    );

  return {
    coin: "BTC",
    kind: "esplora",
    tipHeight,
    async paymentsTo(address) {
      const path = `/address/${encodeURIComponent(address)}/txs`;
      const txs = await getJson(path, z.array(ZTx));
      // The first answer holds the mempool and up to 25 confirmed transactions; older ones page on.
      let page = txs.filter((t) => t.status.confirmed);
      for (let i = 0; i < MAX_PAGES && page.length >= 25; i++) {
        const last = page[page.length - 1]?.txid;
        page = await getJson(`${path}/chain/${last}`, z.array(ZTx));
        txs.push(...page);
      }
      const tip = await tipHeight();
      return txs.flatMap((tx) => outputsOf(tx, tip, address));
    },
    async transaction(txid) {
      if (!TXID.test(txid)) return { found: false };
      const { status, text } = await get(`/tx/${txid}`);
      if (status === 404) return { found: false };
      const parsed = ZTx.safeParse(parseJson(text, "/tx"));
      if (!parsed.success) throw new ChainUnavailableError("malformed answer from the chain endpoint (/tx)");
      return { found: true, payments: outputsOf(parsed.data, await tipHeight()) };
    },
    async addressBalance(address) {
      const { chain_stats } = await getJson(`/address/${encodeURIComponent(address)}`, ZAddress);
      return BigInt(chain_stats.funded_txo_sum - chain_stats.spent_txo_sum);
    },
    async networkFee() {
      const fees = await getJson("/fee-estimates", ZFees);
      // The estimate for the target, or the nearest faster one the server gives.
      const targets = Object.keys(fees)
        .map(Number)
        .filter((t) => t <= FEE_TARGET_BLOCKS)
        .sort((a, b) => b - a);
      const rate = targets.length ? fees[String(targets[0])] : Object.values(fees)[0];
      if (rate === undefined)
        throw new ChainUnavailableError("malformed answer from the chain endpoint (/fee-estimates)");
      return BigInt(Math.ceil(rate * SIMPLE_PAYMENT_VBYTES));
    },
  };
}
