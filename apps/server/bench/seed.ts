import type { Database } from "../src/db/client.ts";

const FIRST = [
  "Ada",
  "Grace",
  "Alan",
  "Linus",
  "Margaret",
  "Dennis",
  "Barbara",
  "Ken",
  "Frances",
  "Edsger",
  "Radia",
  "Donald",
  "Hedy",
  "Tim",
  "Katherine",
  "John",
  "Annie",
  "Vint",
  "Sophie",
  "Guido",
  "Mary",
  "James",
  "Joan",
  "Niklaus",
  "Karen",
  "Bjarne",
  "Shafi",
  "Leslie",
  "Evelyn",
  "Robin",
];
const LAST_A = [
  "Hop",
  "Love",
  "Tur",
  "Ham",
  "Rich",
  "Lis",
  "Thomp",
  "Knu",
  "Wirth",
  "Per",
  "Lam",
  "Gold",
  "Berners",
  "John",
  "Eas",
  "Cerf",
  "Wil",
  "Ross",
  "Kahn",
  "Dijk",
  "Stro",
  "Lee",
  "Mac",
  "Van",
  "Mor",
];
const LAST_B = [
  "per",
  "lace",
  "ing",
  "ilton",
  "ie",
  "kov",
  "son",
  "th",
  "ley",
  "man",
  "ard",
  "wick",
  "strom",
  "ton",
  "ber",
  "ner",
  "stein",
  "field",
  "worth",
  "ridge",
  "dale",
  "ford",
  "hurst",
  "more",
  "ville",
  "quist",
  "berg",
];
const LAST_C = ["", "s", "er", "ez", "ova", "ski", "sen", "ton", "ell", "ani", "ay", "ino", "ek", "ura", "ez"];
const DOMAINS = ["gmail.com", "outlook.com", "proton.me", "yahoo.com", "corp.example", "mail.example.org"];

const arr = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(",")}]`;

/**
 * One INSERT … SELECT FROM generate_series: a million users in seconds. The users indexes are
 * dropped during the load and rebuilt from their own definitions afterwards (faster than
 * maintaining a trigram index row by row), so the benchmark measures the migrations' indexes.
 * Sign-ups are 90 s apart, about three years of them, like a product that has been running.
 */
export async function seedUsers(database: Database, count: number, log: (line: string) => void): Promise<void> {
  await database.withSession(async (query) => {
    const indexes = await query(
      "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'users' AND indexname <> 'users_pkey'",
    );
    for (const index of indexes) await query(`DROP INDEX ${String(index.indexname)}`);
    log(`inserting ${count.toLocaleString("en-US")} users…`);
    await query(`
      INSERT INTO users (username, email, first_name, last_name, password_hash, is_verified, created_at)
      SELECT lower(f) || '_' || g,
             lower(f) || '.' || lower(l) || g || '@' || (${arr(DOMAINS)})[1 + g % ${DOMAINS.length}],
             f, l, 'bench-no-login', g % 3 = 0,
             now() - make_interval(secs => (${count} - g) * 90)
      FROM generate_series(1, ${count}) AS g,
      LATERAL (SELECT (${arr(FIRST)})[1 + (g * 7) % ${FIRST.length}] AS f,
        (${arr(LAST_A)})[1 + g % ${LAST_A.length}]
          || (${arr(LAST_B)})[1 + (g / ${LAST_A.length}) % ${LAST_B.length}]
          || (${arr(LAST_C)})[1 + (g / ${LAST_A.length * LAST_B.length}) % ${LAST_C.length}] AS l) AS names`);
    log("rebuilding the users indexes…");
    for (const index of indexes) await query(String(index.indexdef));
    log("adding ledger entries…");
    // Every tenth user has money; the newest thousand have two entries each, for the first page.
    await query(`
      INSERT INTO ledger_entries (user_id, kind, amount_cents, reason)
      SELECT id, 'admin_adjustment', 1000 + (abs(hashtext(id::text)) % 500000), 'bench'
      FROM users WHERE abs(hashtext(id::text)) % 10 = 0`);
    await query(`
      INSERT INTO ledger_entries (user_id, kind, amount_cents, reason)
      SELECT id, 'admin_adjustment', 2500, 'bench' FROM users ORDER BY created_at DESC LIMIT 1000`);
    await query("ANALYZE users");
    await query("ANALYZE ledger_entries");
  });
}
