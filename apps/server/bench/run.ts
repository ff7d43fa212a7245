// `npm run bench`: the calls of bench/README.md over HTTP on a seeded database, 1,000 queued mails
// into the outbox, a statement of 10,000 entries, then Lighthouse on the built web app.
// `npm run bench -- http|search|mail|statements|lighthouse` runs one of them (search: the admin users
// search in-process, with its query plan). Exits 1 when a target is not met.
import "dotenv/config";
import { benchHttp } from "./http.ts";
import { benchLighthouse } from "./lighthouse.ts";
import { benchMail } from "./mail.ts";
import { benchSearch } from "./search.ts";
import { benchStatements } from "./statements.ts";

const only = process.argv[2];
if (only && !["http", "search", "mail", "statements", "lighthouse"].includes(only)) {
  process.stderr.write(`Unknown benchmark "${only}": use http, search, mail, statements or lighthouse\n`);
  process.exit(2);
}
let isMet = true;
if (!only || only === "http") isMet = (await benchHttp()) && isMet;
if (only === "search") await benchSearch();
if (!only || only === "mail") isMet = (await benchMail()) && isMet;
if (!only || only === "statements") isMet = (await benchStatements()) && isMet;
if (!only || only === "lighthouse") isMet = (await benchLighthouse()) && isMet;
process.exit(isMet ? 0 : 1);
