import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, lt, sql } from "drizzle-orm";
import type { PgTransactionConfig } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import type { Db, Tx } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema.ts";
import { AppError } from "../lib/app-error.ts";

export const IDEMPOTENCY_MESSAGES = {
  invalid: "Idempotency-Key must be 8-100 letters, digits, '-' or '_'",
  reused: "Idempotency-Key reused with different parameters",
  completed:
    "This request was already completed, but its answer is no longer available: check your history before trying again",
} as const;

const KEY = /^[A-Za-z0-9_-]{8,100}$/;
const TTL_HOURS = 24;
const FRESH = sql`${idempotencyKeys.createdAt} > now() - ${sql.raw(`interval '${TTL_HOURS} hours'`)}`;
/** A committed request stores its answer just after the commit; a retry waits this long for it. */
const ANSWER_WAIT_MS = 2_000;
/** A duplicate of a request running in this process waits for it (then the database decides). */
const IN_FLIGHT_WAIT_MS = 10_000;

type Row = typeof idempotencyKeys.$inferSelect;
type Claim = {
  userId: string;
  key: string;
  route: string;
  fingerprint: string;
  /**
   * open: no key row yet; committed: the row exists with the operation; duplicate: another request
   * owns it; failed: the operation's transaction failed, so no later one (a refund) may take the key.
   */
  state: "open" | "claiming" | "committed" | "duplicate" | "failed";
  /** The original's answer, sent by onSend in place of this request's own. */
  replay?: Row;
  /** A multipart request: checked against the key once its form is read (fingerprintUpload). */
  checkUpload?: (bodyDigest: string) => Promise<void>;
};

class UnprocessableError extends Error {
  readonly statusCode = 422;
}
class DuplicateKey extends Error {}

/** The claim of the idempotent handler running now; read by the wrapped `db.transaction`. */
const requestClaim = new AsyncLocalStorage<Claim>();
const WRAPPED = Symbol("idempotency");

/**
 * Idempotency-Key on routes with `config.idempotent`, as Stripe does it. The key's row is inserted
 * by the transaction of the operation itself, as its first statement (it has no foreign key, so it
 * locks no member's row before the money path does: docs/adr/0101-lock-order.md), so it commits or
 * rolls back with the operation: a request that failed (4xx from the service, crash, lost
 * connection) leaves no key and its retry runs fresh. That transaction is the first one the handler
 * opens outside {@link outsideIdempotencyKey}: a transaction that only prepares the operation (a
 * quote) commits without the key, else a crash between the two would leave a key that says
 * "completed" for nothing; and after it failed, no later one (a refund) takes the key. A concurrent
 * duplicate blocks on the primary key until the original ends. The answer is stored on the row
 * after the commit (onSend) and replayed to retries with `idempotent-replay: true`; a key reused
 * with other parameters gets a 422. Keys live 24 h. Proven by test/crash-points.test.ts.
 */
export function registerIdempotency(app: FastifyInstance): void {
  wrapTransactions(app.db);
  const idempotentRoutes: { method: string; url: string }[] = [];
  app.decorate("idempotentRoutes", idempotentRoutes);
  const claims = new WeakMap<FastifyRequest, Claim>();
  // One process serialises duplicates itself, so they do not both reach side effects that come
  // before the transaction (a card charge, a stored file). Across processes the primary key decides.
  const inFlight = new Map<string, string>();
  const holds = new WeakMap<FastifyRequest, string>();

  // The hooks sit on the idempotent routes only: every other answer skips them.
  app.addHook("onRoute", (route) => {
    // A route registered from another's options (an old path kept as an alias) comes with the hooks
    // already in place: adding them again would make the request wait on its own key.
    if (!route.config?.idempotent || [route.preHandler ?? []].flat().includes(claimKey)) return;
    for (const method of [route.method].flat()) idempotentRoutes.push({ method, url: route.url });
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const claim = claims.get(request);
      return claim
        ? requestClaim.run(claim, () => handler.call(this, request, reply))
        : handler.call(this, request, reply);
    } as RouteHandlerMethod;
    route.preHandler = [claimKey, ...[route.preHandler ?? []].flat()];
    route.onSend = [...[route.onSend ?? []].flat(), storeAnswer];
    route.onResponse = [...[route.onResponse ?? []].flat(), releaseHold];
  });

  async function claimKey(request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers["idempotency-key"];
    if (typeof key !== "string" || !request.user) return;
    if (!KEY.test(key)) throw new AppError("BAD_REQUEST", IDEMPOTENCY_MESSAGES.invalid);
    const claim: Claim = {
      userId: request.user.id,
      key,
      route: `${request.method} ${request.url}`,
      fingerprint: fingerprintOf(request),
      state: "open",
    };
    if (isMultipart(request)) {
      // The form is read by the handler: the key is checked then, before any file is stored.
      claim.checkUpload = async (bodyDigest) => {
        claim.checkUpload = undefined;
        claim.fingerprint = fingerprintOf(request, `multipart ${bodyDigest}`);
        const row = await readSettled(app.db, claim);
        if (!row) return;
        const refused = refusal(row, claim);
        if (refused) throw refused;
        // onSend sends the original's answer in place of this error.
        claim.replay = row;
        throw new AppError("CONFLICT", IDEMPOTENCY_MESSAGES.completed);
      };
    }
    const hold = `${claim.userId} ${key}`;
    const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
    while (inFlight.has(hold) && Date.now() < deadline) await sleep(25);
    inFlight.set(hold, request.id);
    holds.set(request, hold);

    const row = claim.checkUpload ? undefined : await readSettled(app.db, claim);
    if (!row) {
      claims.set(request, claim);
      return;
    }
    const refused = refusal(row, claim);
    if (refused) throw refused;
    return sendReplay(reply, row);
  }

  async function storeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claim = claims.get(request);
    if (!claim) return payload;
    if (claim.replay) return sendReplay(reply, claim.replay, true);
    const answer = {
      statusCode: reply.statusCode,
      // A 5xx after the commit is not worth replaying: retries learn that the request completed.
      response: reply.statusCode < 500 && typeof payload === "string" ? payload : null,
    };
    const store = async () => {
      if (claim.state === "committed") {
        await app.db
          .update(idempotencyKeys)
          .set(answer)
          .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
      } else if ((claim.state === "open" || claim.state === "failed") && reply.statusCode < 300) {
        // The handler succeeded without a transaction: remember the answer anyway.
        await insertKey(app.db, claim, answer);
      }
    };
    // Once more on failure: a dropped connection is replaced by the pool, and a lost answer costs
    // the client a "check your history".
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        await store();
        break;
      } catch (error) {
        // The client still gets its answer; a retry learns that the request completed.
        if (attempt === 2) request.log.error({ err: error }, "could not store the answer of an idempotent request");
      }
    }
    return payload;
  }

  async function releaseHold(request: FastifyRequest) {
    const hold = holds.get(request);
    if (hold && inFlight.get(hold) === request.id) inFlight.delete(hold);
  }
}

/**
 * Runs `fn` without the idempotent request's key: the transactions it opens commit on their own and
 * leave the key to the operation's transaction that follows. For a step that prepares the operation
 * and is worth keeping even when the operation then fails (a quote the operation is made at); a
 * retry with the key does it again. Outside an idempotent request it just runs `fn`.
 */
export function outsideIdempotencyKey<T>(fn: () => Promise<T>): Promise<T> {
  return requestClaim.getStore() ? requestClaim.exit(fn) : fn();
}

/**
 * Wraps `db.transaction` once, here: the first top-level transaction of an idempotent handler
 * (outside {@link outsideIdempotencyKey}) inserts the key row before anything else. Only `tx` is used inside: on PGlite (one connection) a
 * query on the root db would wait for this very transaction.
 */
function wrapTransactions(db: Db): void {
  const marked = db as Db & { [WRAPPED]?: true };
  if (marked[WRAPPED]) return;
  marked[WRAPPED] = true;
  const original = db.transaction.bind(db);
  db.transaction = async <T>(fn: (tx: Tx) => Promise<T>, config?: PgTransactionConfig): Promise<T> => {
    const claim = requestClaim.getStore();
    if (claim?.state !== "open") return original(fn, config);
    claim.state = "claiming";
    try {
      const result = await original(async (tx) => {
        if (!(await insertKey(tx, claim))) throw new DuplicateKey();
        return fn(tx);
      }, config);
      claim.state = "committed";
      return result;
    } catch (error) {
      if (!(error instanceof DuplicateKey)) {
        claim.state = "failed";
        throw error;
      }
      // Another request with this key committed first; our transaction is over (rolled back).
      claim.state = "duplicate";
      const row = await readSettled(db, claim);
      const refused = row ? refusal(row, claim) : new AppError("CONFLICT", IDEMPOTENCY_MESSAGES.completed);
      if (refused) throw refused;
      claim.replay = row;
      throw new AppError("CONFLICT", IDEMPOTENCY_MESSAGES.completed);
    }
  };
}

/** Inserts the key's row, replacing an expired one; false when a fresh row already holds the key. */
async function insertKey(
  db: Db,
  claim: Claim,
  answer?: { statusCode: number; response: string | null },
): Promise<boolean> {
  const values = { route: claim.route, fingerprint: claim.fingerprint, statusCode: null, response: null, ...answer };
  const rows = await db
    .insert(idempotencyKeys)
    .values({ userId: claim.userId, key: claim.key, ...values })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { ...values, createdAt: sql`now()` },
      setWhere: sql`NOT (${FRESH})`,
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** The key's fresh row, waiting up to ANSWER_WAIT_MS while it matches but has no answer yet. */
async function readSettled(db: Db, claim: Claim): Promise<Row | undefined> {
  const deadline = Date.now() + ANSWER_WAIT_MS;
  for (;;) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key), FRESH));
    if (!row || row.statusCode !== null || !matches(row, claim) || Date.now() >= deadline) return row;
    await sleep(100);
  }
}

function matches(row: Row, claim: Claim): boolean {
  return row.fingerprint === null ? row.route === claim.route : row.fingerprint === claim.fingerprint;
}

/** Why a request cannot be answered from the key's row, if it cannot. */
function refusal(row: Row, claim: Claim): Error | undefined {
  if (!matches(row, claim)) return new UnprocessableError(IDEMPOTENCY_MESSAGES.reused);
  if (row.statusCode === null || row.response === null) return new AppError("CONFLICT", IDEMPOTENCY_MESSAGES.completed);
  return undefined;
}

function sendReplay(reply: FastifyReply, row: Row, inOnSend = false) {
  reply
    .code(row.statusCode ?? 200)
    .header("idempotent-replay", "true")
    .type("application/json");
  return inOnSend ? row.response : reply.send(row.response);
}

/**
 * In the handler of an idempotent multipart request, once its form is read: `bodyDigest` (a hash of
 * its fields and the bytes of its files, in order; see readMultipartForm) becomes the request's
 * fingerprint, and the key is checked with it. A retry of the same form gets the original's answer,
 * another form under the same key a 422, both before anything is stored. Elsewhere it does nothing.
 */
export async function fingerprintUpload(bodyDigest: string): Promise<void> {
  await requestClaim.getStore()?.checkUpload?.(bodyDigest);
}

function isMultipart(request: FastifyRequest): boolean {
  return (request.headers["content-type"] ?? "").startsWith("multipart/");
}

/**
 * sha256 of method, URL and body. JSON bodies count by content (keys sorted). A multipart body is
 * read by the handler, after the preHandler, and its boundary is new on every send: until the
 * handler reads it (fingerprintUpload), its length stands for it.
 */
function fingerprintOf(request: FastifyRequest, body?: string): string {
  const content =
    body ??
    (isMultipart(request) ? `multipart ${request.headers["content-length"] ?? ""}` : canonicalJson(request.body));
  return createHash("sha256").update(`${request.method}\n${request.url}\n${content}`).digest("hex");
}

function canonicalJson(value: unknown): string {
  const sorted = (_key: string, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v;
  return JSON.stringify(value, sorted) ?? "null";
}

/** Deletes keys older than 24 h (a job runs this); returns how many went. */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - TTL_HOURS * 60 * 60 * 1000);
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
