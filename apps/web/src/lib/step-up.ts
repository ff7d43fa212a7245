import { ApiError, api } from "./api-client.ts";
import { signWithPasskey } from "./webauthn.ts";

/** Gives the second factor again (a code, or a passkey when `code` is null) before a guarded change. */
export async function giveStepUp(code: string | null) {
  if (code !== null) return api<null>("/security/step-up", { method: "POST", body: { code } });
  const options = await api<Record<string, unknown>>("/security/step-up/passkey/options", { method: "POST" });
  const response = await signWithPasskey(options.data);
  return api<null>("/security/step-up/passkey", { method: "POST", body: { response } });
}

/** The server's 403 asking for the second factor again (details [{ field: "stepUp" }]). */
export function isStepUpRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.details.some((d) => d.field === "stepUp");
}
