// The embedded PostgreSQL (PGlite) on a thread of its own; the app talks to it through
// pglite-thread.ts. Requests run in the order they arrive, under PGlite's own locks, as in-process.
import { readFileSync } from "node:fs";
import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import { PGlite, type Results, type Transaction } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.ts";
import { parseColumns, RAW_TYPES, type Reply, type Request, type ThreadError } from "./pglite-thread.ts";

if (!parentPort) throw new Error("pglite-thread-entry runs as a worker thread");
const port: MessagePort = parentPort;
const send = (reply: Reply) => port.postMessage(reply);

const { dataDir, template, pgliteWasmModule } = workerData as {
  dataDir: string | null;
  template?: string;
  /** Compiled once by the process that starts the threads (pglite-thread.ts, run from the sources). */
  pgliteWasmModule?: WebAssembly.Module;
};
// PostgreSQL's default 128 MB of shared buffers more than doubled the process's memory at rest
// (reopening a data folder and reading 50,000 rows: 309 MiB RSS, 154 MiB with 16 MB); an
// embedded database's pages also sit in the operating system's file cache, which the buffers
// only duplicate. Given on the command line, so the data folder's postgresql.conf is left alone.
const startParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];
const pg = dataDir
  ? new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS, startParams, pgliteWasmModule })
  : new PGlite({
      extensions: PGLITE_EXTENSIONS,
      startParams,
      pgliteWasmModule,
      ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
    });

// Values of RAW_TYPES come out as PostgreSQL's text: drizzle asks for that on every query, and
// setting it here once spares PGlite merging its 300-odd parsers per query. Other callers get the
// usual values, parsed below with PGlite's own parsers.
const defaultParsers = pg.parsers;
pg.parsers = { ...defaultParsers, ...Object.fromEntries(RAW_TYPES.map((type) => [type, (text: string) => text])) };

const parseRawTypes = (result: Results) =>
  parseColumns(result, (type) => (RAW_TYPES.includes(type) ? defaultParsers[type] : undefined));

type Open = { tx: Transaction; decide: (commit: boolean) => void; done: Promise<void> };
const transactions = new Map<number, Open>();
const unlisteners = new Map<number, () => Promise<void>>();
let nextId = 1;

function on(txId: number | undefined): PGlite | Transaction {
  if (txId === undefined) return pg;
  const open = transactions.get(txId);
  if (!open) throw new Error("The transaction has already ended");
  return open.tx;
}

/** Opens a transaction that stays open, holding PGlite's lock, until its "end" request. */
function begin(): Promise<number> {
  return new Promise((resolve, reject) => {
    const txId = nextId++;
    const open = {} as Open;
    let isOpen = false;
    open.done = pg.transaction(async (tx) => {
      isOpen = true;
      const commit = await new Promise<boolean>((decide) => {
        Object.assign(open, { tx, decide });
        transactions.set(txId, open);
        resolve(txId);
      });
      if (!commit && !tx.closed) await tx.rollback();
    });
    open.done.catch((error) => {
      if (!isOpen) reject(error);
    });
  });
}

async function end(txId: number, commit: boolean): Promise<null> {
  const open = transactions.get(txId);
  if (!open) throw new Error("The transaction has already ended");
  transactions.delete(txId);
  open.decide(commit);
  await open.done;
  return null;
}

async function run(request: Request): Promise<unknown> {
  switch (request.op) {
    case "query": {
      const result = await on(request.tx).query<Record<string, unknown>>(request.text, request.params, {
        rowMode: request.rowMode,
        paramTypes: request.paramTypes,
      });
      return request.raw ? result : parseRawTypes(result);
    }
    case "exec":
      return (await on(request.tx).exec(request.text)).map(parseRawTypes);
    case "readWith":
      return pg.transaction(async (tx) => {
        await tx.query("SET TRANSACTION READ ONLY");
        const calls = request.settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`);
        await tx.query(`SELECT ${calls.join(", ")}`, request.settings.flat());
        return tx.query(request.text, request.params);
      });
    case "begin":
      return begin();
    case "end":
      return end(request.tx, request.commit);
    case "listen": {
      const listenerId = nextId++;
      const unlisten = await pg.listen(request.channel, (payload) => send({ listener: listenerId, payload }));
      unlisteners.set(listenerId, unlisten);
      return listenerId;
    }
    case "unlisten": {
      await unlisteners.get(request.listener)?.();
      unlisteners.delete(request.listener);
      return null;
    }
    case "close":
      await pg.close();
      return null;
  }
}

/** An error's message and its plain fields (a database error's code, constraint, detail…). */
function describe(error: unknown): ThreadError {
  const fields: Record<string, string | number | boolean> = {};
  if (error && typeof error === "object") {
    for (const [key, value] of Object.entries(error)) {
      if (["string", "number", "boolean"].includes(typeof value)) fields[key] = value as string | number | boolean;
    }
  }
  return { message: error instanceof Error ? error.message : String(error), fields };
}

port.on("message", (request: Request) => {
  run(request).then(
    (result) => send({ id: request.id, result }),
    (error) => send({ id: request.id, error: describe(error) }),
  );
});

pg.waitReady.then(
  () => {
    // With --expose-gc (`npm start`, as in server.ts): the thread's start-up garbage (PGlite's file
    // system bundle, the extension's archive) goes before the thread settles.
    globalThis.gc?.();
    send({ ready: true });
  },
  (error) => send({ ready: false, error: describe(error) }),
);
