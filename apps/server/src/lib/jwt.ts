import { jwtVerify, SignJWT } from "jose";

const ISSUER = "vaultline";
// The session on the server decides (idle timeout, revocation); the token only outlives it.
const LIFETIME = "30d";

/** A session's bearer token: it names the user and the session, which can be ended on the server. */
export async function signToken(userId: string, secret: string, sessionId: string): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(new TextEncoder().encode(secret));
}

/** The user and session in a valid session token, or null for a missing, expired or forged one. */
export async function readToken(token: string, secret: string): Promise<{ userId: string; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: ISSUER,
      algorithms: ["HS256"],
    });
    // A scoped token (it has an audience) opens its one resource, never a session.
    if (payload.aud !== undefined) return null;
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/** A short-lived token for one resource (e.g. a lesson's video, fetched by a <video> without headers). */
export async function signScopedToken(userId: string, scope: string, secret: string, lifetime = "4h"): Promise<string> {
  return new SignJWT({ scope })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(scope)
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(new TextEncoder().encode(secret));
}

/** The user id in a valid token for exactly this scope, or null. */
export async function readScopedToken(token: string, scope: string, secret: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: ISSUER,
      audience: scope,
      algorithms: ["HS256"],
    });
    return typeof payload.sub === "string" ? payload.sub : null;
  } catch {
    return null;
  }
}
