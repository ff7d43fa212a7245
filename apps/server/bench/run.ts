// `npm run bench`: the calls of bench/README.md over HTTP on a seeded database, 1,000 queued mails
// into the outbox, then Lighthouse on the built web app. `npm run bench -- http|search|mail|lighthouse`
// runs one of them (search: the admin users search in-process, with its query plan; transparency: the
// daily proof of liabilities on a database of its own). Exits 1 when a target is not met.
import "dotenv/config";
import { benchHttp } from "./http.ts";
import { benchLighthouse } from "./lighthouse.ts";
import { benchMail } from "./mail.ts";
import { benchSearch } from "./search.ts";
import { benchTransparency } from "./transparency.ts";

const only = process.argv[2];
if (only && !["http", "search", "mail", "lighthouse", "transparency"].includes(only)) {
  process.stderr.write(`Unknown benchmark "${only}": use http, search, mail, lighthouse or transparency\n`);
  process.exit(2);
}
let isMet = true;
if (!only || only === "http") isMet = (await benchHttp()) && isMet;
if (only === "search") await benchSearch();
if (only === "transparency") isMet = (await benchTransparency()) && isMet;
if (!only || only === "mail") isMet = (await benchMail()) && isMet;
if (!only || only === "lighthouse") isMet = (await benchLighthouse()) && isMet;
process.exit(isMet ? 0 : 1);
