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

type Browser = typeof import("@simplewebauthn/browser");

/** One ceremony of the library, once the browser is known to have passkeys; the answer as the API takes it. */
async function ceremony(run: (browser: Browser) => Promise<unknown>): Promise<Options> {
  if (!canUsePasskeys()) throw new ApiError(400, SECURITY_MESSAGES.passkeyNotSupported);
  return (await run(await import("@simplewebauthn/browser")).catch(refused)) as Options;
}

/** Asks the browser to make a passkey for these creation options. */
export function createPasskey(options: Options): Promise<Options> {
  return ceremony((browser) => browser.startRegistration({ optionsJSON: options as any }));
}

/** Asks the browser to sign these request options with one of the member's passkeys. */
export function signWithPasskey(options: Options): Promise<Options> {
  return ceremony((browser) => browser.startAuthentication({ optionsJSON: options as any }));
}
