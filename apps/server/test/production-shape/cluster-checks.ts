import type pg from "pg";
import { type Cluster, isCompletedUnanswered, isInProgress } from "./client.ts";
import type { Sent } from "./workload.ts";

// Checks of the deployment around the money: start-up, idempotency keys, shared files. Each returns
// the problems it found, one readable line each.

async function rows<T>(client: pg.Client, text: string, values: unknown[] = []): Promise<T[]> {
  return (await client.query(text, values)).rows as T[];
}

/** What the run left in the database, for the summary line. */
export async function describeDatabase(client: pg.Client): Promise<string> {
  const counts = await rows<{ what: string; n: string }>(
    client,
    `SELECT 'deposits ' || status AS what, count(*) AS n FROM deposits GROUP BY status
     UNION ALL SELECT 'withdrawals ' || status, count(*) FROM withdrawals GROUP BY status
     UNION ALL SELECT 'ledger ' || kind, count(*) FROM ledger_entries GROUP BY kind
     ORDER BY what`,
  );
  return counts.map((c) => `${c.what} ${c.n}`).join(", ");
}

/** Processes starting together on an empty database seed the plans once. */
export async function checkSeededOnce(client: pg.Client): Promise<string[]> {
  const doubles = await rows<{ name: string; n: string }>(
    client,
    "SELECT name, count(*) AS n FROM plans GROUP BY name HAVING count(*) > 1",
  );
  return doubles.map((d) => `plan ${d.name}: ${d.n} rows`);
}

/**
 * A key is stuck when no retry can ever learn what happened to its request (before the
 * transactional design, a crash left "still being processed" forever). Every key row without a
 * stored answer is asked again with its request: it must answer, and "already completed" must be true.
 */
export async function checkIdempotencyKeys(client: pg.Client, cluster: Cluster, sent: Map<string, Sent>) {
  const open = await rows<{ key: string; route: string }>(
    client,
    "SELECT key, route FROM idempotency_keys WHERE status_code IS NULL",
  );
  const statuses = new Map(
    (
      await rows<{ id: string; status: string }>(
        client,
        "SELECT id, status FROM deposits UNION ALL SELECT id, status FROM withdrawals",
      )
    ).map((r) => [r.id, r.status]),
  );
  const problems = await Promise.all(
    open.map(async ({ key, route }) => {
      const original = sent.get(key);
      if (!original) return `key ${key} on ${route}: no stored answer, and not sent by this test`;
      const answer = await cluster.send({ ...original.request, prefer: 0 });
      if (isInProgress(answer)) return `key ${key} on ${route}: stuck, a retry still gets "${answer.body.error}"`;
      const { entity, status } = original;
      if (isCompletedUnanswered(answer) && entity) {
        const now = statuses.get(entity.id);
        if (now !== status && !(status === "accepted" && now === "withdrawn")) {
          return `key ${key} on ${route}: "already completed", but ${entity.kind} ${entity.id} is ${now}`;
        }
      }
      return undefined;
    }),
  );
  return { withoutAnswer: open.length, problems: problems.filter((p) => p !== undefined) };
}

/** A proof uploaded through one process can be read through the other (shared storage). */
export async function checkSharedFiles(
  client: pg.Client,
  cluster: Cluster,
  adminToken: string,
  depositIds: string[],
): Promise<string[]> {
  const files = await rows<{ file_id: string }>(
    client,
    "SELECT proof_file_id AS file_id FROM deposits WHERE id = ANY($1::uuid[])",
    [depositIds.slice(0, 30)],
  );
  const problems: string[] = [];
  for (const { file_id } of files) {
    for (const [index, backend] of cluster.backends.entries()) {
      const answer = await cluster.once(index, {
        method: "GET",
        path: `/api/files/${file_id}`,
        token: adminToken,
        prefer: index,
      });
      if (answer.status !== 200) problems.push(`proof ${file_id} via ${backend.name}: ${answer.status}`);
    }
  }
  return problems;
}
