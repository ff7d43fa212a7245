import type pg from "pg";
import type { Cluster } from "./client.ts";
import type { Adjustment, Entity } from "./workload.ts";

// Checks that the money is right. Each returns the problems it found, one readable line each.

const NEXT: Record<Entity["kind"], Record<string, string[]>> = {
  deposit: { pending: ["accepted", "denied"], accepted: ["withdrawn"] },
  withdrawal: { pending: ["approved", "denied", "cancelled"] },
};

async function rows<T>(client: pg.Client, text: string, values: unknown[] = []): Promise<T[]> {
  return (await client.query(text, values)).rows as T[];
}

/** The balance the API reports is the sum of the ledger, and no wallet was ever below zero. */
export async function checkBalances(client: pg.Client, cluster: Cluster, adminToken: string): Promise<string[]> {
  const totals = await rows<{ id: string; total: string; lowest: string | null }>(
    client,
    `SELECT u.id, coalesce(sum(l.amount_cents), 0) AS total,
            (SELECT min(running) FROM (SELECT sum(amount_cents) OVER (ORDER BY seq) AS running
               FROM ledger_entries WHERE user_id = u.id) r) AS lowest
     FROM users u LEFT JOIN ledger_entries l ON l.user_id = u.id GROUP BY u.id`,
  );
  const problems: string[] = [];
  let n = 0;
  for (const user of totals) {
    const total = Number(user.total);
    if (total < 0) problems.push(`user ${user.id}: balance ${total} cents is below zero`);
    if (user.lowest !== null && Number(user.lowest) < 0) {
      problems.push(`user ${user.id}: the running balance went down to ${user.lowest} cents`);
    }
    const answer = await cluster.send({ method: "GET", path: `/api/user/${user.id}`, token: adminToken, prefer: n++ });
    const reported = Math.round(Number(answer.body?.data?.wallet) * 100);
    if (answer.status !== 200) problems.push(`user ${user.id}: GET /api/user/:id answered ${answer.status}`);
    else if (reported !== total) problems.push(`user ${user.id}: API says ${reported} cents, ledger sums to ${total}`);
  }
  return problems;
}

/** No deposit paid out twice, no withdrawal reserved or released twice, and each entry fits the status. */
export async function checkLedgerAgainstStatus(client: pg.Client): Promise<string[]> {
  const problems: string[] = [];
  const doubles = await rows<{ ref_type: string; ref_id: string; kind: string; n: string }>(
    client,
    `SELECT ref_type, ref_id, kind, count(*) AS n FROM ledger_entries
     WHERE ref_id IS NOT NULL GROUP BY ref_type, ref_id, kind HAVING count(*) > 1`,
  );
  for (const d of doubles) problems.push(`${d.ref_type} ${d.ref_id}: ${d.n} '${d.kind}' ledger entries`);

  const withdrawals = await rows<{
    id: string;
    status: string;
    amount: string;
    reserves: string;
    reserved: string;
    releases: string;
    released: string;
  }>(
    client,
    `SELECT w.id, w.status, w.amount_cents AS amount,
            count(l.id) FILTER (WHERE l.kind = 'withdrawal') AS reserves,
            coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'withdrawal'), 0) AS reserved,
            count(l.id) FILTER (WHERE l.kind = 'withdrawal_release') AS releases,
            coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'withdrawal_release'), 0) AS released
     FROM withdrawals w LEFT JOIN ledger_entries l ON l.ref_type = 'withdrawal' AND l.ref_id = w.id
     GROUP BY w.id`,
  );
  for (const w of withdrawals) {
    const amount = Number(w.amount);
    const isReleased = w.status === "denied" || w.status === "cancelled";
    if (Number(w.reserves) !== 1 || Number(w.reserved) !== -amount) {
      problems.push(`withdrawal ${w.id} (${w.status}, ${amount}): ${w.reserves} reserves totalling ${w.reserved}`);
    }
    if (Number(w.releases) !== (isReleased ? 1 : 0) || Number(w.released) !== (isReleased ? amount : 0)) {
      problems.push(`withdrawal ${w.id} (${w.status}, ${amount}): ${w.releases} releases totalling ${w.released}`);
    }
  }

  // A position's moves to the wallet are ledger credits that add up to what the deposit records as moved;
  // an accepted deposit holds units.
  const deposits = await rows<{ id: string; status: string; units: string | null; moved: string; paid: string }>(
    client,
    `SELECT d.id, d.status, d.units_micro AS units, d.moved_cents AS moved, coalesce(sum(l.amount_cents), 0) AS paid
     FROM deposits d LEFT JOIN ledger_entries l
       ON l.ref_type = 'deposit' AND l.ref_id = d.id AND l.kind = 'position_move'
     GROUP BY d.id`,
  );
  for (const d of deposits) {
    if (Number(d.paid) !== Number(d.moved) || (d.status === "accepted" && d.units === null)) {
      problems.push(`deposit ${d.id} (${d.status}, units ${d.units}): moved ${d.moved}, credited ${d.paid}`);
    }
  }
  return problems;
}

/** Every deposit and withdrawal a 2xx reported exists, with the status the last 2xx reported. */
export async function checkRecordedEntities(client: pg.Client, entities: Entity[]): Promise<string[]> {
  const problems: string[] = [];
  const stored = new Map<string, { user_id: string; amount_cents: string; status: string }>();
  for (const table of ["deposits", "withdrawals"]) {
    for (const row of await rows<{ id: string; user_id: string; amount_cents: string; status: string }>(
      client,
      `SELECT id, user_id, amount_cents, status FROM ${table}`,
    )) {
      stored.set(row.id, row);
    }
  }
  for (const e of entities) {
    const chain = e.confirmed.map((c) => c.status);
    for (let i = 1; i < chain.length; i++) {
      const from = chain[i - 1] as string;
      if (!NEXT[e.kind][from]?.includes(chain[i] as string)) {
        problems.push(`${e.kind} ${e.id}: clients were told ${chain.join(" → ")}`);
        break;
      }
    }
    const row = stored.get(e.id);
    if (!row) {
      problems.push(`${e.kind} ${e.id}: answered 2xx but not in the database`);
      continue;
    }
    if (row.user_id !== e.userId || Number(row.amount_cents) !== e.amountCents) {
      problems.push(
        `${e.kind} ${e.id}: stored for ${row.user_id}/${row.amount_cents}, created for ${e.userId}/${e.amountCents}`,
      );
    }
    const allowed = new Set([chain.at(-1), ...e.maybe]);
    if (!allowed.has(row.status)) {
      problems.push(`${e.kind} ${e.id}: status ${row.status}, expected ${[...allowed].join(" or ")}`);
    }
  }
  return problems;
}

/** Each answered adjustment is one ledger entry; retries and replays added none. */
export async function checkAdjustments(client: pg.Client, adjustments: Adjustment[]): Promise<string[]> {
  const problems: string[] = [];
  const entries = await rows<{ id: string; user_id: string; amount_cents: string }>(
    client,
    "SELECT id, user_id, amount_cents FROM ledger_entries WHERE kind = 'admin_adjustment'",
  );
  const byId = new Map(entries.map((e) => [e.id, e]));
  const perUser = new Map<string, { stored: number; known: number; unknown: number }>();
  const tally = (userId: string) => {
    const t = perUser.get(userId) ?? { stored: 0, known: 0, unknown: 0 };
    perUser.set(userId, t);
    return t;
  };
  for (const e of entries) tally(e.user_id).stored++;
  for (const a of adjustments) {
    if (!a.isKnown) {
      tally(a.userId).unknown++;
      continue;
    }
    tally(a.userId).known++;
    // "Already completed" (its stored answer was lost to a cut connection) carries no entry id:
    // the per-user count below still holds it to exactly one ledger row.
    if (!a.entryId) continue;
    const entry = byId.get(a.entryId);
    if (!entry || entry.user_id !== a.userId || Number(entry.amount_cents) !== a.amountCents) {
      problems.push(
        `adjustment ${a.key}: answered entry ${a.entryId} for ${a.amountCents}, stored ${JSON.stringify(entry)}`,
      );
    }
  }
  for (const [userId, t] of perUser) {
    if (t.stored < t.known || t.stored > t.known + t.unknown) {
      problems.push(`user ${userId}: ${t.stored} adjustments stored, ${t.known} answered 2xx, ${t.unknown} unanswered`);
    }
  }
  return problems;
}
