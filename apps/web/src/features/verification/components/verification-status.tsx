// Owned by the identity work (issue 4): the user's verification request state on the dashboard.
export function VerificationStatusCard() {
  return null;
}
