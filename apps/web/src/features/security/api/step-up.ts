import { giveStepUp } from "../../../lib/step-up.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";
import { securityKey } from "./keys.ts";

/** Gives the second factor again (a code, or a passkey when `code` is null) before a security change. */
export const stepUp = giveStepUp;

export const useStepUp = () => useRefreshingMutation(stepUp, { refresh: securityKey });
