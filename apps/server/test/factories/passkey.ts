import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

// A software authenticator for API tests: it makes a P-256 passkey and answers WebAuthn challenges as a
// browser with a platform authenticator would (attestation "none", user verified). The browser end of
// the same ceremonies is tested with Chromium's virtual authenticator (e2e/passkeys.spec.ts).

type Options = { challenge: string; rp?: { id?: string }; rpId?: string };

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

export type SoftAuthenticator = {
  credentialId: string;
  /** Answers creation options (POST /api/security/passkeys/options) as the browser would. */
  register: (options: Options) => Record<string, unknown>;
  /** Answers request options (sign-in or step-up); `origin` signs for another site when set. */
  assert: (options: Options, overrides?: { origin?: string; userHandle?: string }) => Record<string, unknown>;
};

export function softAuthenticator(publicUrl: string): SoftAuthenticator {
  const origin = new URL(publicUrl).origin;
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const credentialId = randomBytes(16);
  let counter = 0;

  const clientData = (type: string, challenge: string, at = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));

  const authData = (rpId: string, flags: number, extra: Uint8Array = new Uint8Array()) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, extra]);
  };

  return {
    credentialId: b64url(credentialId),
    register(options) {
      const rpId = options.rp?.id ?? new URL(publicUrl).hostname;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey(publicKey)]);
      // User present, user verified, attested credential data included.
      const data = authData(rpId, 0x01 | 0x04 | 0x40, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", new Uint8Array(data)],
        ]) as never,
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
    assert(options, overrides = {}) {
      const rpId = options.rpId ?? new URL(publicUrl).hostname;
      const data = authData(rpId, 0x01 | 0x04);
      const client = clientData("webauthn.get", options.challenge, overrides.origin);
      const signature = sign("sha256", Buffer.concat([data, sha256(client)]), privateKey as KeyObject);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          ...(overrides.userHandle ? { userHandle: overrides.userHandle } : {}),
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}

/** The public key as a COSE_Key (EC2, ES256, P-256). */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  return isoCBOR.encode(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(String(jwk.x), "base64url"))],
      [-3, new Uint8Array(Buffer.from(String(jwk.y), "base64url"))],
    ]) as never,
  );
}
