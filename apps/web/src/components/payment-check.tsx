import { PAYMENT_CHECK_SENTENCES, type TPaymentCheck } from "@vaultline/shared";
import { useIsHydrated } from "../lib/hydration.ts";
import { useSiteInfo } from "./layouts/site-footer.tsx";

type Which = keyof (typeof PAYMENT_CHECK_SENTENCES)["chain"];

/**
 * How this server checks crypto payments (CHAIN_WATCH); undefined until /api/site has answered and,
 * on a page rendered at build time, until it is hydrated: that HTML holds no sentence, and a
 * sentence in hydration's first render would not match it (React error 418).
 */
export function usePaymentCheck(): TPaymentCheck | undefined {
  const check = useSiteInfo().data?.paymentCheck;
  return useIsHydrated() ? check : undefined;
}

/**
 * One of the configured sentences about how payments are checked (shared payment-checks.ts). Nothing
 * shows until the server has said which set-up it runs, so a page rendered at build time never
 * states a process the running server does not follow.
 */
export function PaymentCheckText({ which }: { which: Which }) {
  const check = usePaymentCheck();
  return check ? PAYMENT_CHECK_SENTENCES[check][which] : null;
}
