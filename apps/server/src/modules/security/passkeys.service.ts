import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { SECURITY_MESSAGES, type TPasskey, type TWebAuthnResponse } from "@vaultline/shared";
import { and, count, desc, eq, gt, isNull, lt } from "drizzle-orm";
import { type Db, returnedRow } from "../../db/client.ts";
import { passkeys, webauthnChallenges } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import { passkeyAddedMail } from "../../lib/mail-templates/security.ts";
import type { UserRow } from "../users/index.ts";
import { recordSecurityEvent } from "./events.service.ts";
import { toPasskey } from "./security.dto.ts";
import { type Client, forgetUserSessions } from "./sessions.service.ts";

// Passkeys with SimpleWebAuthn (docs/security.md). Every ceremony starts with a challenge kept here,
// on the server: it is spent by the one answer that uses it (a replayed answer finds it spent) and
// dies after CHALLENGE_LIFETIME_MS. The relying party is this site as PUBLIC_URL names it: a passkey
// made for another site, or an answer signed for another origin, does not verify.

const CHALLENGE_LIFETIME_MS = 5 * 60_000;
export type ChallengePurpose = "register" | "sign_in" | "step_up";

export function relyingParty(publicUrl: string) {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: "Vaultline" };
}

/** What every ceremony's answer must match: the challenge it spent, this site, and a verified user (PIN, fingerprint). */
function expectedAnswer(publicUrl: string, challenge: string) {
  const { rpID, origin } = relyingParty(publicUrl);
  return { expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: true };
}

async function keepChallenge(
  db: Db,
  input: { challenge: string; userId: string | null; purpose: ChallengePurpose; now: Date },
): Promise<void> {
  // Spent and expired challenges of earlier ceremonies are cleared as new ones arrive.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, input.now));
  await db.insert(webauthnChallenges).values({
    challenge: input.challenge,
    userId: input.userId,
    purpose: input.purpose,
    expiresAt: new Date(input.now.getTime() + CHALLENGE_LIFETIME_MS),
  });
}

/** The challenge the browser signed, read from its client data (unverified until the library checks it). */
function signedChallenge(response: TWebAuthnResponse): string | null {
  try {
    const clientData = String(response.response.clientDataJSON ?? "");
    const parsed = JSON.parse(Buffer.from(clientData, "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof parsed.challenge === "string" ? parsed.challenge : null;
  } catch {
    return null;
  }
}

/** Spends the challenge if it is this ceremony's, unused and alive; false otherwise. */
async function spendChallenge(
  db: Db,
  input: { challenge: string; userId: string | null; purpose: ChallengePurpose; now: Date },
): Promise<boolean> {
  const owner = input.userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, input.userId);
  const spent = await db
    .update(webauthnChallenges)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(webauthnChallenges.challenge, input.challenge),
        eq(webauthnChallenges.purpose, input.purpose),
        owner,
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, input.now),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return spent.length > 0;
}

export async function listPasskeys(db: Db, userId: string): Promise<TPasskey[]> {
  const rows = await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.createdAt));
  return rows.map(toPasskey);
}

export async function hasPasskey(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return Number(row?.n ?? 0) > 0;
}

/** Options for the browser to make a new passkey for this member (a passkey it already holds is excluded). */
export async function startPasskeyRegistration(db: Db, input: { user: UserRow; publicUrl: string; now: Date }) {
  const { rpID, rpName } = relyingParty(input.publicUrl);
  const existing = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, input.user.id));
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: input.user.username,
    userDisplayName: `${input.user.firstName} ${input.user.lastName}`,
    userID: new TextEncoder().encode(input.user.id),
    attestationType: "none",
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports as AuthenticatorTransport[] })),
    // A discoverable credential, verified on the device (PIN, fingerprint): it signs in alone.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await keepChallenge(db, { challenge: options.challenge, userId: input.user.id, purpose: "register", now: input.now });
  return options;
}

/** Checks the browser's new passkey against its challenge and keeps it under `name`; e-mails the member. */
export async function finishPasskeyRegistration(
  db: Db,
  deps: { jobs: JobQueue; publicUrl: string },
  input: { user: UserRow; name: string; response: TWebAuthnResponse; client: Client; now: Date },
): Promise<TPasskey> {
  const challenge = signedChallenge(input.response);
  const isSpent =
    challenge !== null &&
    (await spendChallenge(db, { challenge, userId: input.user.id, purpose: "register", now: input.now }));
  if (!isSpent) throw new AppError("BAD_REQUEST", SECURITY_MESSAGES.passkeyRequestSpent);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      ...expectedAnswer(deps.publicUrl, challenge),
    });
  } catch {
    throw new AppError("BAD_REQUEST", SECURITY_MESSAGES.passkeyNotVerified);
  }
  if (!verified.verified || !verified.registrationInfo) {
    throw new AppError("BAD_REQUEST", SECURITY_MESSAGES.passkeyNotVerified);
  }
  const { credential } = verified.registrationInfo;
  try {
    return await db.transaction(async (tx) => {
      const row = returnedRow(
        await tx
          .insert(passkeys)
          .values({
            userId: input.user.id,
            credentialId: credential.id,
            publicKey: Buffer.from(credential.publicKey).toString("base64url"),
            counter: credential.counter,
            transports: credential.transports ?? [],
            name: input.name,
            createdAt: input.now,
          })
          .returning(),
        "passkey insert",
      );
      await recordSecurityEvent(tx, {
        userId: input.user.id,
        kind: "passkey_added",
        detail: input.name,
        client: input.client,
        at: input.now,
      });
      await deps.jobs.enqueue(
        tx,
        sendMailJob,
        mailTo(input.user, passkeyAddedMail(input.user, input.name, deps.publicUrl), {
          userId: input.user.id,
          isSecurity: true,
        }),
      );
      forgetUserSessions(input.user.id);
      return toPasskey(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", SECURITY_MESSAGES.passkeyAlreadyAdded);
    throw error;
  }
}

export async function renamePasskey(db: Db, input: { userId: string; passkeyId: string; name: string }): Promise<void> {
  const renamed = await db
    .update(passkeys)
    .set({ name: input.name })
    .where(and(eq(passkeys.id, input.passkeyId), eq(passkeys.userId, input.userId)))
    .returning({ id: passkeys.id });
  if (renamed.length === 0) throw new AppError("NOT_FOUND", SECURITY_MESSAGES.passkeyNotFound);
}

export async function removePasskey(
  db: Db,
  input: { userId: string; passkeyId: string; client: Client; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, input.passkeyId), eq(passkeys.userId, input.userId)))
      .returning({ name: passkeys.name });
    if (!removed) throw new AppError("NOT_FOUND", SECURITY_MESSAGES.passkeyNotFound);
    await recordSecurityEvent(tx, {
      userId: input.userId,
      kind: "passkey_removed",
      detail: removed.name,
      client: input.client,
      at: input.now,
    });
  });
  forgetUserSessions(input.userId);
}

/**
 * Options for the browser to sign a challenge with a passkey: any passkey of this site for a sign-in
 * (the passkey names the member), one of the member's own for a step-up.
 */
export async function startPasskeyAssertion(
  db: Db,
  input: { userId: string | null; purpose: "sign_in" | "step_up"; publicUrl: string; now: Date },
) {
  const { rpID } = relyingParty(input.publicUrl);
  const allowed = input.userId
    ? await db
        .select({ id: passkeys.credentialId, transports: passkeys.transports })
        .from(passkeys)
        .where(eq(passkeys.userId, input.userId))
    : [];
  if (input.userId && allowed.length === 0) throw new AppError("BAD_REQUEST", SECURITY_MESSAGES.passkeyNotFound);
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: "required",
    allowCredentials: allowed.map((c) => ({ id: c.id, transports: c.transports as AuthenticatorTransport[] })),
  });
  await keepChallenge(db, {
    challenge: options.challenge,
    userId: input.userId,
    purpose: input.purpose,
    now: input.now,
  });
  return options;
}

/**
 * Checks a passkey's signature on one of our challenges; returns the member it belongs to. Refused,
 * with a security event on the account concerned: an unknown passkey (401), another member's passkey
 * for a step-up, a spent or expired challenge (a replay), a signature or origin that does not verify,
 * a counter that went back (a cloned key).
 */
export async function verifyPasskeyAssertion(
  db: Db,
  input: {
    response: TWebAuthnResponse;
    purpose: "sign_in" | "step_up";
    /** The signed-in member, for a step-up: the passkey must be theirs. */
    userId: string | null;
    publicUrl: string;
    client: Client;
    now: Date;
  },
): Promise<{ userId: string }> {
  const [key] = await db.select().from(passkeys).where(eq(passkeys.credentialId, input.response.id));
  const refuse = async (userId: string | null, message: string, detail: string): Promise<never> => {
    if (userId) {
      await recordSecurityEvent(db, { userId, kind: "passkey_refused", detail, client: input.client, at: input.now });
    }
    throw new AppError("UNAUTHENTICATED", message, [{ field: "passkey", message }]);
  };
  if (!key) return refuse(input.userId, SECURITY_MESSAGES.passkeyUnknown, "a passkey this site does not know");
  if (input.userId && key.userId !== input.userId) {
    return refuse(input.userId, SECURITY_MESSAGES.passkeyUnknown, "a passkey of another account");
  }
  const challenge = signedChallenge(input.response);
  const isSpent =
    challenge !== null &&
    (await spendChallenge(db, { challenge, userId: input.userId, purpose: input.purpose, now: input.now }));
  if (!isSpent) {
    return refuse(key.userId, SECURITY_MESSAGES.passkeyRequestSpent, "an answer to a used or expired request");
  }
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>> | null = null;
  try {
    verified = await verifyAuthenticationResponse({
      response: input.response as unknown as AuthenticationResponseJSON,
      ...expectedAnswer(input.publicUrl, challenge),
      credential: {
        id: key.credentialId,
        publicKey: Buffer.from(key.publicKey, "base64url"),
        counter: key.counter,
        transports: key.transports as AuthenticatorTransport[],
      },
    });
  } catch {
    verified = null;
  }
  if (!verified?.verified) {
    return refuse(key.userId, SECURITY_MESSAGES.passkeyNotVerified, "a signature that did not verify");
  }
  await db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: input.now })
    .where(eq(passkeys.id, key.id));
  return { userId: key.userId };
}
