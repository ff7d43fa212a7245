import { PAYMENT_CHECK_SENTENCES, type TPaymentCheck } from "@vaultline/shared";
import { useSiteInfo } from "./layouts/site-footer.tsx";

type Which = keyof (typeof PAYMENT_CHECK_SENTENCES)["chain"];

/** How this server checks crypto payments (CHAIN_WATCH); undefined until /api/site has answered. */
export function usePaymentCheck(): TPaymentCheck | undefined {
  return useSiteInfo().data?.paymentCheck;
}

/**
 * One of the configured sentences about how payments are checked (shared payment-checks.ts). Nothing
 * shows until the server has said which set-up it runs, so a page rendered at build time never
 * states a process the running server does not follow.
 */
export function PaymentCheckText({ which }: { which: Which }) {
  const check = usePaymentCheck();
  return check ? <>{PAYMENT_CHECK_SENTENCES[check][which]}</> : null;
}
