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
} as const;
