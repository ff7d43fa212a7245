import { z } from "zod";
import {
  type ChainPayment,
  type ChainSource,
  type ChainTransaction,
  ChainUnavailableError,
  confirmationsAt,
} from "./chain.ts";
import { type HttpOptions, parseJson, requestText } from "./http-json.ts";

/** keccak256("Transfer(address,address,uint256)"): the topic of every ERC-20 transfer log. */
export const TRANSFER_TOPIC = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";
/** balanceOf(address)'s selector. */
const BALANCE_OF = "0x70a08231";
/** Gas of a token transfer, for the fee estimate. */
const TOKEN_TRANSFER_GAS = 65_000n;
/** How far back logs are asked for: about 36 hours of blocks, more than the monitoring window. */
const DEFAULT_LOOKBACK_BLOCKS = 10_000;

const HEX = /^0x[0-9a-fA-F]*$/;
export const ZHex = z.string().regex(HEX);
const ZLog = z.object({
  address: ZHex,
  topics: z.array(ZHex),
  data: ZHex,
  blockNumber: ZHex.nullable(),
  transactionHash: ZHex,
  logIndex: ZHex.nullable(),
  removed: z.boolean().optional(),
});
export const ZReceipt = z
  .object({ status: ZHex.optional(), blockNumber: ZHex.nullable(), logs: z.array(ZLog) })
  .nullable();
const ZRpc = z.union([
  z.object({ jsonrpc: z.literal("2.0"), result: z.unknown() }),
  z.object({ jsonrpc: z.literal("2.0"), error: z.object({ code: z.number(), message: z.string() }) }),
]);

type Log = z.infer<typeof ZLog>;

const TXHASH = /^0x[0-9a-fA-F]{64}$/;
const topicOf = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, "0")}`;
const addressOfTopic = (topic: string) => `0x${topic.slice(-40)}`;

/** One JSON-RPC endpoint: a method's result checked against its schema, every failure a ChainUnavailableError. */
export function rpcClient(options: { url: string } & HttpOptions) {
  let nextId = 1;

  return async function call<T>(method: string, params: unknown[], schema: z.ZodType<T>): Promise<T> {
    const body = JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params });
    const { status, text } = await requestText(
      options.url,
      { method: "POST", headers: { "content-type": "application/json" }, body },
      options,
    );
    if (status === 404) throw new ChainUnavailableError(`chain endpoint answered 404 (${method})`);
    const envelope = ZRpc.safeParse(parseJson(text, method));
    if (!envelope.success) throw new ChainUnavailableError(`malformed answer from the chain endpoint (${method})`);
    if ("error" in envelope.data) {
      throw new ChainUnavailableError(`chain endpoint refused ${method}: ${envelope.data.error.message}`);
    }
    const result = schema.safeParse(envelope.data.result);
    if (!result.success) throw new ChainUnavailableError(`malformed answer from the chain endpoint (${method})`);
    return result.data;
  };
}

/** USDT-ERC20 through an Ethereum JSON-RPC endpoint: the token contract's Transfer logs. */
export function createEthRpcSource(
  options: { url: string; tokenContract: string; lookbackBlocks?: number } & HttpOptions,
): ChainSource {
  const contract = options.tokenContract.toLowerCase();
  const call = rpcClient(options);

  const tipHeight = async () => Number(BigInt(await call("eth_blockNumber", [], ZHex)));

  /** A Transfer log of our token as a payment; null for another contract's log, a removed one or a malformed one. */
  function paymentOf(log: Log, tip: number): ChainPayment | null {
    if (log.removed || log.address.toLowerCase() !== contract) return null;
    if (log.topics[0]?.toLowerCase() !== TRANSFER_TOPIC || log.topics.length !== 3 || log.logIndex === null)
      return null;
    const to = log.topics[2];
    if (!to || log.data.length < 3) return null;
    const blockHeight = log.blockNumber === null ? null : Number(BigInt(log.blockNumber));
    const units = BigInt(log.data);
    if (units <= 0n) return null;
    return {
      txid: log.transactionHash.toLowerCase(),
      index: Number(BigInt(log.logIndex)),
      address: addressOfTopic(to),
      units,
      blockHeight,
      confirmations: confirmationsAt(blockHeight, tip),
    };
  }

  return {
    coin: "USDT_ERC20",
    kind: "eth-rpc",
    tipHeight,
    async paymentsTo(address) {
      const tip = await tipHeight();
      const from = Math.max(0, tip - (options.lookbackBlocks ?? DEFAULT_LOOKBACK_BLOCKS));
      const logs = await call(
        "eth_getLogs",
        [
          {
            address: options.tokenContract,
            fromBlock: `0x${from.toString(16)}`,
            toBlock: "latest",
            topics: [TRANSFER_TOPIC, null, topicOf(address)],
          },
        ],
        z.array(ZLog),
      );
      return logs
        .map((log) => paymentOf(log, tip))
        .filter((p): p is ChainPayment => p !== null && p.address === address.toLowerCase());
    },
    async transaction(txid) {
      if (!TXHASH.test(txid)) return { found: false };
      const receipt = await call("eth_getTransactionReceipt", [txid], ZReceipt);
      // A reverted transaction moved no tokens.
      if (!receipt || receipt.status === "0x0") return { found: false };
      const tip = await tipHeight();
      return {
        found: true,
        payments: receipt.logs.map((log) => paymentOf(log, tip)).filter((p): p is ChainPayment => p !== null),
      };
    },
    async addressBalance(address) {
      const data = `${BALANCE_OF}${address.slice(2).toLowerCase().padStart(64, "0")}`;
      const result = await call("eth_call", [{ to: options.tokenContract, data }, "latest"], ZHex);
      return result === "0x" ? 0n : BigInt(result);
    },
    async networkFee() {
      return BigInt(await call("eth_gasPrice", [], ZHex)) * TOKEN_TRANSFER_GAS;
    },
  };
}

/** Gas of a plain ether transfer, for the fee estimate. */
const ETHER_TRANSFER_GAS = 21_000n;
const ZTransaction = z
  .object({ hash: ZHex, to: ZHex.nullable(), value: ZHex, blockNumber: ZHex.nullable() })
  .nullable();

/**
 * Native ether through the same JSON-RPC endpoint, in wei: an address's confirmed balance
 * (eth_getBalance at the latest block) and a plain transfer with its confirmations, so custody
 * addresses and transfers between locations can be checked on chain.
 */
export function createEthNativeReader(options: { url: string } & HttpOptions) {
  const call = rpcClient(options);
  const tipHeight = async () => Number(BigInt(await call("eth_blockNumber", [], ZHex)));
  return {
    tipHeight,
    /** Wei held by `address` at the latest block. */
    async balanceOf(address: string): Promise<bigint> {
      return BigInt(await call("eth_getBalance", [address, "latest"], ZHex));
    },
    /** A plain ether transfer (the transaction's value to its recipient); not found when it failed or is unknown. */
    async transaction(txid: string): Promise<ChainTransaction> {
      if (!TXHASH.test(txid)) return { found: false };
      const transaction = await call("eth_getTransactionByHash", [txid], ZTransaction);
      if (!transaction?.to || BigInt(transaction.value) <= 0n) return { found: false };
      let blockHeight: number | null = null;
      if (transaction.blockNumber !== null) {
        const receipt = await call("eth_getTransactionReceipt", [txid], ZReceipt);
        // A reverted transaction moved no ether.
        if (!receipt || receipt.status === "0x0") return { found: false };
        blockHeight = Number(BigInt(transaction.blockNumber));
      }
      const tip = await tipHeight();
      return {
        found: true,
        payments: [
          {
            txid: transaction.hash.toLowerCase(),
            index: 0,
            address: transaction.to.toLowerCase(),
            units: BigInt(transaction.value),
            blockHeight,
            confirmations: confirmationsAt(blockHeight, tip),
          },
        ],
      };
    },
    /** Wei of a plain transfer's fee at the current gas price. */
    async networkFee(): Promise<bigint> {
      return BigInt(await call("eth_gasPrice", [], ZHex)) * ETHER_TRANSFER_GAS;
    },
  };
}

export type EthNativeReader = ReturnType<typeof createEthNativeReader>;
