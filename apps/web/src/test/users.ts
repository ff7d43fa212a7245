import type { TUser } from "@vaultline/shared";

/** A signed-in member as GET /api/user answers; `overrides` set what a test is about. */
export function testUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: "u1",
    username: "ada",
    email: "ada@example.test",
    name: { firstname: "Ada", lastname: "Lovelace" },
    wallet: 0,
    isVerified: true,
    isEmailConfirmed: true,
    isAdmin: false,
    imageUrl: null,
    cardDetails: null,
    riskAcceptedAt: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}
