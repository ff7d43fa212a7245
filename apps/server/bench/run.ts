// `npm run bench`: the calls of bench/README.md over HTTP on a seeded database, 1,000 queued mails
// into the outbox, then Lighthouse on the built web app. `npm run bench -- http|search|mail|lighthouse`
// runs one of them (search: the admin users search in-process, with its query plan). Exits 1 when a
// target is not met.
import "dotenv/config";
import { benchHttp } from "./http.ts";
import { benchLighthouse } from "./lighthouse.ts";
import { benchMail } from "./mail.ts";
import { benchSearch } from "./search.ts";

const only = process.argv[2];
if (only && !["http", "search", "mail", "lighthouse"].includes(only)) {
  process.stderr.write(`Unknown benchmark "${only}": use http, search, mail or lighthouse\n`);
  process.exit(2);
}
let isMet = true;
if (!only || only === "http") isMet = (await benchHttp()) && isMet;
if (only === "search") await benchSearch();
if (!only || only === "mail") isMet = (await benchMail()) && isMet;
if (!only || only === "lighthouse") isMet = (await benchLighthouse()) && isMet;
process.exit(isMet ? 0 : 1);
