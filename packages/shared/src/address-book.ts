import { z } from "zod";
import { addressProblem } from "./crypto-address.ts";
import { PAYOUT_COINS, type TChainNet, type TPayoutCoin } from "./crypto-currencies.ts";
import { formatDateTime } from "./dates.ts";
import { ZTimestamp } from "./fields.ts";

// The withdrawal address book: payouts go only to saved addresses, each held for a while after it is added.

export const ADDRESS_LABEL_MAX = 40;
export const ADDRESS_BOOK_MAX = 20;

/** What the address list says beside its entries: how long a new address is held (ADDRESS_HOLD_HOURS). */
export type TAddressBookMeta = { holdHours: number };

/** When a new address can be used, from the setting: "24 hours after you add it", "as soon as you add it". */
export function holdPeriodText(hours: number): string {
  if (hours <= 0) return "as soon as you add it";
  if (hours < 1) return `${Math.round(hours * 60)} minutes after you add it`;
  return `${hours} ${hours === 1 ? "hour" : "hours"} after you add it`;
}

export const ADDRESS_BOOK_MESSAGES = {
  added: (usableFrom: string, isUsable: boolean) =>
    isUsable
      ? "Address saved. It can be used now."
      : `Address saved. It can be used from ${formatDateTime(usableFrom)}.`,
  removed: "Address removed",
  notFound: "Address not found",
  duplicate: "This address is already in your address book",
  full: `Your address book is full (${ADDRESS_BOOK_MAX} addresses): remove one first`,
  labelTooLong: `Keep the label under ${ADDRESS_LABEL_MAX + 1} characters`,
  held: (usableFrom: Date | string) => `This address can be used from ${formatDateTime(usableFrom)}`,
  unknown:
    "This address is not in your address book. Add it on the Security page first: a new address can be used after a holding period.",
  addressRequired: "Enter the address",
  networkRequired: "Choose the network",
} as const;

/** Lower-cased where the chain ignores case (0x hex, bech32), as is elsewhere (base58). */
export function addressKey(network: TPayoutCoin, address: string): string {
  const text = address.trim();
  if (network === "USDT_ERC20" || /^(bc1|tb1)/i.test(text)) return text.toLowerCase();
  return text;
}

export function zAddAddressRequest(chain: TChainNet) {
  return z
    .strictObject({
      network: z.enum(PAYOUT_COINS, ADDRESS_BOOK_MESSAGES.networkRequired),
      address: z
        .string({ error: ADDRESS_BOOK_MESSAGES.addressRequired })
        .trim()
        .min(1, ADDRESS_BOOK_MESSAGES.addressRequired)
        .max(128, ADDRESS_BOOK_MESSAGES.addressRequired),
      label: z
        .string()
        .trim()
        .max(ADDRESS_LABEL_MAX, ADDRESS_BOOK_MESSAGES.labelTooLong)
        .optional()
        .transform((v) => (v ? v : null)),
    })
    .superRefine((value, ctx) => {
      const problem = addressProblem(value.network, value.address, chain);
      if (problem) ctx.addIssue({ code: "custom", path: ["address"], message: problem });
    });
}
export const ZAddAddressRequest = zAddAddressRequest("mainnet");
export type TAddAddressRequest = z.input<typeof ZAddAddressRequest>;

export const ZSavedAddress = z.object({
  id: z.string(),
  network: z.enum(PAYOUT_COINS),
  address: z.string(),
  label: z.string().nullable(),
  createdAt: ZTimestamp,
  usableFrom: ZTimestamp,
  isUsable: z.boolean(),
});
export type TSavedAddress = z.infer<typeof ZSavedAddress>;
