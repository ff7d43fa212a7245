/**
 * How this installation checks a crypto payment, from its CHAIN_WATCH setting: `chain` when a chain
 * watcher runs (live or simulated), `person` when it is off. Every sentence that tells a member how
 * payments are checked comes from here, so no page, e-mail or FAQ answer can describe the other set-up.
 */
// No zod here: the home page shows these sentences, and zod would add 26 kB to its JavaScript.
export const PAYMENT_CHECKS = ["chain", "person"] as const;
export type TPaymentCheck = (typeof PAYMENT_CHECKS)[number];

/** CHAIN_WATCH (live, simulated or off) as the way payments are checked. */
export function paymentCheckOf(chainWatch: "live" | "simulated" | "off"): TPaymentCheck {
  return chainWatch === "off" ? "person" : "chain";
}

/** The sentences, one set per way of checking; each is a whole sentence or, for `method`, a label. */
export const PAYMENT_CHECK_SENTENCES = {
  chain: {
    /** The rule itself, as the product rules state it. */
    rule: "Payments are confirmed on the blockchain and invested automatically; a person reviews only exceptions.",
    /** The home page's promise. */
    hero: "Every payment is confirmed on the blockchain and invested automatically; a person reviews only exceptions.",
    /** The footer's "About Vaultline". */
    footer: "Payments are confirmed on the blockchain and invested automatically; a person reviews only exceptions.",
    /** The invest wizard's crypto method, under its name. */
    method: "Bitcoin, Ether or USDT (ERC20), confirmed on the blockchain",
    /** What happens to a deposit after the member pays. */
    deposit:
      "Your payment is confirmed on the blockchain and invested automatically; a person reviews only exceptions, such as a payment that is short.",
    /** How a withdrawal's payout is shown to have been made. */
    payout:
      "The payout is checked on the blockchain: it counts only when its transaction pays your address, and you can follow its confirmations.",
    /** Paying for the course with crypto: course payments are not watched, a person checks each proof. */
    course:
      "Crypto: send the price in Bitcoin, Ether or USDT (ERC20) and upload your proof. Unlike plan deposits, course payments are not watched on the blockchain: a person checks your proof, usually within one business day.",
  },
  person: {
    rule: "A person checks your proof of payment against the blockchain, usually within one business day.",
    hero: "Every deposit is checked by a person against your proof of payment, usually within one business day.",
    footer: "A person checks each proof of payment, usually within one business day.",
    method: "Bitcoin, Ether or USDT (ERC20), with a screenshot of your payment",
    deposit:
      "A person checks your proof of payment against the blockchain, usually within one business day; the deposit is invested once it matches.",
    payout: "An administrator sends the payout and records its transaction, which you can look up on the blockchain.",
    course:
      "Crypto: send the price in Bitcoin, Ether or USDT (ERC20) and upload your proof; a person checks it, usually within one business day.",
  },
} as const satisfies Record<TPaymentCheck, Record<string, string>>;

/** The sentences for one way of checking. */
export const paymentCheckSentences = (check: TPaymentCheck) => PAYMENT_CHECK_SENTENCES[check];
