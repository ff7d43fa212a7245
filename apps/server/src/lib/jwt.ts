import { webcrypto } from "node:crypto";
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

type SessionClaims = { userId: string; sessionId: string };

// Every signed-in request presents its token again. A token's signature check gives the same answer
// each time, so a valid one is remembered (with its expiry, still checked) and the HMAC is not
// recomputed; the session itself is still checked on the server on every request. Per secret, a
// bounded number of tokens, the oldest forgotten first.
const VERIFIED_MAX = 10_000;
const verified = new Map<string, Map<string, SessionClaims & { expiresAtMs: number }>>();

/** The user and session in a valid session token, or null for a missing, expired or forged one. */
export async function readToken(token: string, secret: string): Promise<SessionClaims | null> {
  let known = verified.get(secret);
  const hit = known?.get(token);
  if (hit) {
    if (Date.now() < hit.expiresAtMs) return { userId: hit.userId, sessionId: hit.sessionId };
    known?.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { issuer: ISSUER, algorithms: ["HS256"] });
    // A scoped token (it has an audience) opens its one resource, never a session.
    if (payload.aud !== undefined) return null;
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string" || typeof payload.exp !== "number") {
      return null;
    }
    const claims = { userId: payload.sub, sessionId: payload.sid };
    if (!known) {
      known = new Map();
      verified.set(secret, known);
    }
    if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value as string);
    known.set(token, { ...claims, expiresAtMs: payload.exp * 1000 });
    return claims;
  } catch {
    return null;
  }
}

const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

/** The HMAC key, imported once per secret rather than on every verification. */
function keyOf(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    keys.set(secret, key);
  }
  return key;
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
