import type { TTermsAcceptance } from "@vaultline/shared";
import type { UserRow } from "../users/index.ts";

export function termsAcceptance(user: UserRow, currentVersion: string): TTermsAcceptance {
  return {
    currentVersion,
    acceptedVersion: user.termsAcceptedVersion,
    acceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
    needsAcceptance: user.termsAcceptedVersion !== currentVersion,
  };
}
