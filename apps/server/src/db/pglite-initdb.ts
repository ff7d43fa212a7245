// Makes a new PGlite data folder (PostgreSQL's initdb) and exits. Run as a process of its own by
// pglite-thread.ts, so that the memory initdb takes goes back to the system when it ends.
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.ts";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: pglite-initdb <data folder>");
const pg = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
await pg.close();
