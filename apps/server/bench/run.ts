// `npm run bench`: the calls of bench/README.md over HTTP on a seeded database, 1,000 queued mails
// into the outbox, a statement of 10,000 entries, then Lighthouse on the built web app.
// `npm run bench -- http|memory|search|mail|statements|transparency|lighthouse` runs one of them (memory:
// the embedded default's resident memory at rest and under load; search: the admin users search
// in-process, with its query plan; transparency: the daily proof of liabilities on a database of its
// own). Exits 1 when a target is not met.
import "dotenv/config";
import { benchHttp } from "./http.ts";
import { benchLighthouse } from "./lighthouse.ts";
import { benchMail } from "./mail.ts";
import { benchMemory } from "./memory.ts";
import { benchSearch } from "./search.ts";
import { benchStatements } from "./statements.ts";
import { benchTransparency } from "./transparency.ts";
import { benchTreasury } from "./treasury.ts";

const BENCHES = ["http", "memory", "search", "mail", "statements", "transparency", "treasury", "lighthouse"];
const only = process.argv[2];
if (only && !BENCHES.includes(only)) {
  process.stderr.write(`Unknown benchmark "${only}": use ${BENCHES.join(", ")}\n`);
  process.exit(2);
}
let isMet = true;
if (!only || only === "http") isMet = (await benchHttp()) && isMet;
if (!only || only === "memory") isMet = (await benchMemory()) && isMet;
if (only === "search") await benchSearch();
if (only === "transparency") isMet = (await benchTransparency()) && isMet;
if (only === "treasury") isMet = (await benchTreasury()) && isMet;
if (!only || only === "mail") isMet = (await benchMail()) && isMet;
if (!only || only === "statements") isMet = (await benchStatements()) && isMet;
if (!only || only === "lighthouse") isMet = (await benchLighthouse()) && isMet;
process.exit(isMet ? 0 : 1);
