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
} as const;
