// Apart from the schemas, so a screen that only needs a message does not pull zod into its bundle.
export const SECURITY_MESSAGES = {
  sessionEnded: "Your session has ended; please log in again",
  sessionNotFound: "Session not found",
  signedOut: "You are logged out",
  oneSessionEnded: "That device is signed out",
  othersEnded: (count: number) =>
    count === 0 ? "No other device was signed in" : `Signed out of ${count} other device${count === 1 ? "" : "s"}`,
  wrongPassword: "Your current password is not right",
  samePassword: "Choose a password different from the current one",
  passwordChanged: "Password changed. Every other device is signed out.",
  // Two-factor authentication (TOTP, RFC 6238).
  codeRequired: "Enter the code from your authenticator app",
  codeWrong: "That code is not right. Enter the current code from your authenticator app, or a recovery code.",
  setupCodeWrong:
    "That code is not right. Check that your device sets its time automatically, then enter the current code.",
  codeReused: "That code was already used. Wait for the next code from your authenticator app.",
  setupRequired: "Set up two-factor authentication to use the admin area",
  sessionNotVerified: "Sign in again with your two-factor code to use the admin area",
  alreadyEnabled: "Two-factor authentication is already on",
  notEnabled: "Two-factor authentication is not on",
  noPendingSetup: "Start the set-up again: no set-up is waiting for a code",
  setupStarted: "Scan the QR code with your authenticator app, then enter the code it shows",
  enabled: "Two-factor authentication is on. Save your recovery codes now: they are shown only once.",
  disabled: "Two-factor authentication is off",
  recoveryRenewed: "New recovery codes made; the old ones no longer work. Save them now.",
  // Passkeys (WebAuthn).
  passkeyRequired: "Confirm it's you with your passkey",
  codeOrPasskeyRequired: "Enter the code from your authenticator app, or confirm with your passkey",
  passkeyAdded: "Passkey added. You can now sign in with it.",
  passkeyRenamed: "Passkey renamed",
  passkeyRemoved: "Passkey removed",
  passkeyNotFound: "Passkey not found",
  passkeyAlreadyAdded: "This passkey is already registered",
  passkeyUnknown: "This passkey is not registered with Vaultline. Sign in with your password, or use another passkey.",
  passkeyRequestSpent:
    "This passkey request has expired or was already used. Start again: each request works once, for 5 minutes.",
  passkeyNotVerified: "Your passkey could not be verified. Try again, or use your password and code.",
  passkeyNotSupported: "This browser cannot use passkeys. Sign in with your password instead.",
  passkeyCancelled: "The passkey request was cancelled or timed out. Try again.",
  // Step-up: a sensitive change asks for the second factor again after a few minutes.
  stepUpRequired:
    "Confirm it's you: enter the code from your authenticator app, or use your passkey. We ask again when you last confirmed more than 5 minutes ago.",
  stepUpDone: "Confirmed. You can make security changes for the next 5 minutes.",
  // Passwords.
  passwordTooCommon:
    "This password is too common: it appears in lists of leaked passwords that thieves try first. Choose another one.",
  passwordChangeRequired:
    "Your password appears in lists of leaked passwords, or is shorter than 8 characters. Please choose a new one now.",
  // Why a session ended, shown on the sign-in page.
  sessionIdle: "You were signed out after a while without activity. Please sign in again.",
  sessionRevoked: "You were signed out from another device. Please sign in again.",
  sessionPasswordChanged: "You were signed out because your password was changed. Please sign in again.",
  sessionSecurityChange: "You were signed out after a change to your account's security. Please sign in again.",
  sessionFrozen: "You were signed out because your account was frozen. Please sign in again.",
} as const;
