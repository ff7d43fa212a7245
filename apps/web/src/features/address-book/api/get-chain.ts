import { useQuery } from "@tanstack/react-query";
import { depositOptionsOptions } from "../../../lib/deposit-options.ts";

/** The chain the server checks addresses against (config CRYPTO_CHAIN_NET), so the form checks the same. */
export const useChain = () =>
  useQuery({ ...depositOptionsOptions(), select: (options) => options.crypto.network, staleTime: Infinity });
