import { z } from "zod";
import { addressProblem } from "./crypto-address.ts";
import { CRYPTO_CURRENCIES, type TCryptoNetwork } from "./crypto-currencies.ts";
import { ZUserSummary } from "./deposits.ts";
import { zMoney } from "./money-schema.ts";

export const WITHDRAWAL_STATUSES = ["pending", "approved", "denied", "cancelled"] as const;
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const WITHDRAWAL_MESSAGES = {
  failed: "Unable to withdraw",
  requested: "Withdrawal requested. It is reserved from your wallet until an admin pays it out.",
  amountRequired: "Enter an amount",
  amountInvalid: "Amount is not valid",
  insufficient: "Unable to withdraw: the amount is above your wallet balance",
  addressRequired: "Enter the destination address",
  addressInvalid: "The address may only contain letters and digits",
  networkRequired: "Choose the network",
  notFound: "Withdrawal not found",
  notPending: "This withdrawal is no longer pending",
  cancelled: "Withdrawal cancelled; the amount is back in your wallet",
  approved: "Withdrawal approved",
  firstApproval: "Approved by 1 of 2 — waiting for a second admin",
  secondAdminNeeded: "A second, different admin must give the second approval",
  denied: "Withdrawal denied; the amount is back in the user's wallet",
} as const;

/**
 * A withdrawal request on `network` (config CRYPTO_NETWORK): the address must be a real address of
 * the chosen currency's chain (crypto-address.ts), with the message the form shows beside the field.
 */
export function zWithdrawRequest(network: TCryptoNetwork) {
  return z
    .object({
      amount: zMoney({ required: WITHDRAWAL_MESSAGES.amountRequired, invalid: WITHDRAWAL_MESSAGES.amountInvalid }),
      address: z
        .string({ error: WITHDRAWAL_MESSAGES.addressRequired })
        .trim()
        .min(1, WITHDRAWAL_MESSAGES.addressRequired)
        .max(128, WITHDRAWAL_MESSAGES.addressInvalid)
        .regex(/^[A-Za-z0-9]+$/, WITHDRAWAL_MESSAGES.addressInvalid),
      network: z.enum(CRYPTO_CURRENCIES, WITHDRAWAL_MESSAGES.networkRequired),
      /** Members with two-factor on: the authenticator app's code (or a recovery code). */
      code: z.string().trim().max(32).optional(),
    })
    .superRefine((value, ctx) => {
      const problem = addressProblem(value.network, value.address, network);
      if (problem) ctx.addIssue({ code: "custom", path: ["address"], message: problem });
    });
}

export const ZWithdrawRequest = zWithdrawRequest("mainnet");
export type TWithdrawRequest = z.input<typeof ZWithdrawRequest>;

export const ZWithdrawalApprove = z.object({
  payoutTxId: z
    .string()
    .trim()
    .max(128)
    .optional()
    .transform((v) => (v ? v : null)),
});

export const ZWithdrawal = z.object({
  _id: z.string(),
  amount: z.number(),
  address: z.string(),
  network: z.enum(CRYPTO_CURRENCIES),
  status: z.enum(WITHDRAWAL_STATUSES),
  payoutTxId: z.string().nullable(),
  denyReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

export const ZAdminWithdrawal = ZWithdrawal.extend({
  user: ZUserSummary,
  /** Above the four-eyes threshold: the first of the two approvals, once given. */
  firstApproval: z.object({ adminId: z.string(), username: z.string(), at: z.string() }).nullable(),
  needsTwoApprovals: z.boolean(),
  /** When the destination was saved in the member's address book (null for older requests). */
  addressSavedAt: z.string().nullable(),
});
export type TAdminWithdrawal = z.infer<typeof ZAdminWithdrawal>;

export const WITHDRAWAL_VIEWS = ["pending", "all", ...WITHDRAWAL_STATUSES.filter((s) => s !== "pending")] as const;
export const ZWithdrawalListQuery = z.object({
  view: z.enum(WITHDRAWAL_VIEWS).default("pending"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
