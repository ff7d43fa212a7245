// The token and the admin flag persist in browser storage (docs/product-rules.md §7.2).
const TOKEN = "vaultline.token";
const IS_ADMIN = "vaultline.isAdmin";

export function getToken(): string | null {
  return localStorage.getItem(TOKEN);
}

export function getStoredIsAdmin(): boolean {
  return localStorage.getItem(IS_ADMIN) === "true";
}

export function storeSession(token: string, isAdmin: boolean): void {
  localStorage.setItem(TOKEN, token);
  localStorage.setItem(IS_ADMIN, String(isAdmin));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN);
  localStorage.removeItem(IS_ADMIN);
}

const SIGN_OUT_REASON = "vaultline.signOutReason";

/** Why the server ended the session, for the sign-in page to say once. */
export function rememberSignOutReason(message: string): void {
  sessionStorage.setItem(SIGN_OUT_REASON, message);
}

/**
 * The reason the session ended, if one is waiting. Reading leaves it: a render React discards (a
 * suspended lazy route, a hydration it redoes) would otherwise take it from the render it keeps.
 */
export function readSignOutReason(): string | null {
  return sessionStorage.getItem(SIGN_OUT_REASON);
}

/** Once the sign-in page that says the reason is on screen: it is said once. */
export function forgetSignOutReason(): void {
  sessionStorage.removeItem(SIGN_OUT_REASON);
}
