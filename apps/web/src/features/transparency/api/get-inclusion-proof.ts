import type { TInclusionProof } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

/** The member's proof of inclusion in the latest published tree, fetched when they ask to check it. */
export const getInclusionProof = async () => (await api<TInclusionProof>("/user/transparency/proof")).data;
