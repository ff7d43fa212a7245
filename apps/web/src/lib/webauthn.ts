import { SECURITY_MESSAGES } from "@vaultline/shared";
import { ApiError } from "./api-client.ts";

// The browser's half of a passkey ceremony (@simplewebauthn/browser): the server's options in, the
// authenticator's answer out. A refusal by the member or the browser becomes an ApiError the forms show.
// The library is loaded on first use: the security calls sit on the first page's path, the ceremony not.

type Options = Record<string, unknown>;

function refused(error: unknown): never {
  if (error instanceof ApiError) throw error;
  throw new ApiError(400, SECURITY_MESSAGES.passkeyCancelled);
}

export function canUsePasskeys(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/** Asks the browser to make a passkey for these creation options. */
export async function createPasskey(options: Options): Promise<Record<string, unknown>> {
  if (!canUsePasskeys()) throw new ApiError(400, SECURITY_MESSAGES.passkeyNotSupported);
  const { startRegistration } = await import("@simplewebauthn/browser");
  return (await startRegistration({ optionsJSON: options as any }).catch(refused)) as unknown as Record<
    string,
    unknown
  >;
}

/** Asks the browser to sign these request options with one of the member's passkeys. */
export async function signWithPasskey(options: Options): Promise<Record<string, unknown>> {
  if (!canUsePasskeys()) throw new ApiError(400, SECURITY_MESSAGES.passkeyNotSupported);
  const { startAuthentication } = await import("@simplewebauthn/browser");
  return (await startAuthentication({ optionsJSON: options as any }).catch(refused)) as unknown as Record<
    string,
    unknown
  >;
}
