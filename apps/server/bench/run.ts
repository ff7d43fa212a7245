// `npm run bench`: the admin users search over a million users, then Lighthouse on the built web app.
// `npm run bench -- search` or `npm run bench -- lighthouse` runs one of them.
import "dotenv/config";
import { benchLighthouse } from "./lighthouse.ts";
import { benchSearch } from "./search.ts";

const only = process.argv[2];
if (only && only !== "search" && only !== "lighthouse") {
  process.stderr.write(`Unknown benchmark "${only}": use search or lighthouse\n`);
  process.exit(2);
}
if (!only || only === "search") await benchSearch();
const isLighthouseMet = !only || only === "lighthouse" ? await benchLighthouse() : true;
process.exit(isLighthouseMet ? 0 : 1);
