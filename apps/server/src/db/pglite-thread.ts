// PGlite (the embedded PostgreSQL) runs on a thread of its own, so that its work (WebAssembly, one
// statement at a time) and the app's (HTTP, JSON, drizzle) use two cores as a PostgreSQL server
// and the app do. The app holds a PGlite-shaped client: query, exec, transaction and listen.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";

/**
 * Types whose values the thread can hand over as PostgreSQL's text, for a caller's parsers to read:
 * the ones drizzle reads itself (timestamp, timestamptz, interval, date and their arrays, numeric[]).
 */
export const RAW_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

type Target = { tx?: number };
export type Request = { id: number } & (
  | ({ op: "query"; text: string; params?: unknown[]; rowMode?: "array" | "object"; paramTypes?: number[] } & Target & {
        raw: boolean;
      })
  | ({ op: "exec"; text: string } & Target)
  | { op: "readWith"; settings: [string, string][]; text: string; params: unknown[] }
  | { op: "begin" }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "listen"; channel: string }
  | { op: "unlisten"; listener: number }
  | { op: "close" }
);
type Call = Request extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

export type ThreadError = { message: string; fields: Record<string, string | number | boolean> };
export type Reply =
  | { id: number; result: unknown }
  | { id: number; error: ThreadError }
  | { listener: number; payload: string }
  | { ready: true }
  | { ready: false; error: ThreadError };

/** The parts of PGlite the app uses (drizzle, pg-boss, migrations, notifications), and close. */
export type EmbeddedClient = Pick<PGlite, "query" | "exec" | "transaction" | "listen" | "close"> & {
  /**
   * One read-only transaction that sets `settings` (planner switches), runs the query and ends, in
   * one call to the thread: no other statement waits on the app between its steps. Values of
   * RAW_TYPES come as text, as drizzle asks for them.
   */
  readWith: <T>(settings: [string, string][], text: string, params: unknown[]) => Promise<Results<T>>;
};

/** SQLSTATE admin_shutdown: requests answer 503 (lib/db-errors.ts) once the thread has stopped. */
const STOPPED_CODE = "57P01";

function toError({ message, fields }: ThreadError): Error {
  return Object.assign(new Error(message), fields);
}

let entryModule: Promise<URL> | undefined;

/**
 * The thread's entry is TypeScript: compiled once per process by esbuild (tsx's own compiler) into
 * one module, the packages it imports left to Node by their resolved paths. tsx started in each
 * thread ran every import of PGlite's through a loader thread of its own: seconds of waiting per
 * start on a busy machine, and each test file starts one (docs/performance-log.md).
 */
function bootstrap(): Promise<URL> {
  entryModule ??= import("esbuild").then(async ({ build }) => {
    const { outputFiles } = await build({
      entryPoints: [fileURLToPath(new URL("./pglite-thread-entry.ts", import.meta.url))],
      bundle: true,
      format: "esm",
      platform: "node",
      write: false,
      logLevel: "silent",
      plugins: [
        {
          name: "packages-by-path",
          setup: (on) =>
            on.onResolve({ filter: /^[^./]/ }, ({ path: id }) =>
              id.startsWith("node:") ? { external: true } : { path: import.meta.resolve(id), external: true },
            ),
        },
      ],
    });
    return new URL(`data:text/javascript,${encodeURIComponent(outputFiles[0]?.text ?? "")}`);
  });
  return entryModule;
}

let pgliteModule: Promise<WebAssembly.Module> | undefined;
// Node's WebAssembly object: the server's TypeScript settings (no DOM library) declare its types only.
const wasm = (globalThis as unknown as { WebAssembly: { compile: (bytes: Uint8Array) => Promise<WebAssembly.Module> } })
  .WebAssembly;

/**
 * PGlite's WebAssembly, compiled once per process and handed to each thread it starts: V8 shares the
 * compiled code between threads instead of compiling it again for each (about half of a thread's
 * start in CPU). Only when run from the sources, where each test file starts a thread of its own.
 */
function compiledPglite(): Promise<WebAssembly.Module> {
  pgliteModule ??= readFile(
    path.join(path.dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite"))), "pglite.wasm"),
  ).then((bytes) => wasm.compile(bytes));
  return pgliteModule;
}

/**
 * The thread's entry: in the server's bundle (`npm start`, apps/server/scripts/build.mjs) the
 * bundled entry beside it; run from the TypeScript sources (tsx, the tests), the source entry
 * compiled once by `bootstrap`.
 */
async function startWorker(workerData: unknown): Promise<Worker> {
  if (!import.meta.url.endsWith(".ts"))
    return new Worker(new URL("./pglite-thread-entry.js", import.meta.url), { workerData });
  const [entry, pgliteWasmModule] = await Promise.all([bootstrap(), compiledPglite()]);
  return new Worker(entry, { workerData: { ...(workerData as object), pgliteWasmModule } });
}

/**
 * Starts PGlite on its thread (in `dataDir`, or in memory when null), resolving once it is ready.
 * `template`: in memory, the data folder to start from (a tarball from `dumpDataDir`).
 */
export async function startPgliteThread(
  dataDir: string | null,
  onStopped: (error: Error) => void = () => {},
  template?: string,
): Promise<EmbeddedClient> {
  if (dataDir !== null && !existsSync(path.join(dataDir, "PG_VERSION"))) {
    // PostgreSQL's initdb grows PGlite's WebAssembly memory to about 630 MiB, and a thread never
    // gives memory back; nor, once the thread has ended, does the process all of it (the C
    // allocator keeps about 100 MiB that the compilation of initdb's WebAssembly used). The folder
    // is made by a short-lived process of its own before the database opens.
    await makeDataDir(dataDir);
  }
  return openThread(dataDir, onStopped, template);
}

/** Runs pglite-initdb in a process of its own, bundled or through tsx as startWorker does. */
async function makeDataDir(dataDir: string): Promise<void> {
  const args = import.meta.url.endsWith(".ts")
    ? ["--import", import.meta.resolve("tsx"), fileURLToPath(new URL("./pglite-initdb.ts", import.meta.url))]
    : [fileURLToPath(new URL("./pglite-initdb.js", import.meta.url))];
  const child = spawn(process.execPath, [...args, dataDir], { stdio: ["ignore", "inherit", "inherit"] });
  const [code, signal] = (await once(child, "exit")) as [number | null, string | null];
  if (code !== 0) throw new Error(`Making the embedded database's folder failed (${signal ?? `exit code ${code}`})`);
}

async function openThread(
  dataDir: string | null,
  onStopped: (error: Error) => void,
  template: string | undefined,
): Promise<EmbeddedClient> {
  const worker = await startWorker({ dataDir, template });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let stopped: Error | undefined;
  let isClosing = false;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (reply: Reply) => {
      if ("ready" in reply) {
        if (reply.ready) resolve();
        else reject(toError(reply.error));
      } else if ("listener" in reply) {
        listeners.get(reply.listener)?.(reply.payload);
      } else {
        const call = waiting.get(reply.id);
        waiting.delete(reply.id);
        // Only calls in flight keep the process alive, as PGlite in-process would.
        if (!waiting.size) worker.unref();
        if ("error" in reply) call?.reject(toError(reply.error));
        else call?.resolve(reply.result);
      }
    });
    const stop = (error: Error) => {
      if (isClosing) return;
      stopped ??= Object.assign(new Error(`The embedded database stopped: ${error.message}`), { code: STOPPED_CODE });
      for (const call of waiting.values()) call.reject(stopped);
      waiting.clear();
      reject(stopped);
      onStopped(stopped);
    };
    worker.on("error", stop);
    worker.on("exit", (code) => stop(new Error(`its thread exited with code ${code}`)));
  });

  function call<T>(request: Call): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage({ ...request, id });
    });
  }

  function query<T>(tx: number | undefined, text: string, params?: unknown[], options?: QueryOptions) {
    const { rowMode, paramTypes, parsers, ...unsupported } = options ?? {};
    if (Object.keys(unsupported).length)
      throw new Error(`Not supported across the thread: ${Object.keys(unsupported)}`);
    const types = Object.keys(parsers ?? {}).map(Number);
    if (types.some((type) => !RAW_TYPES.includes(type))) throw new Error(`Parsers only for types ${RAW_TYPES}`);
    const raw = types.length > 0;
    return call<Results<T>>({ op: "query", tx, text, params, rowMode, paramTypes, raw }).then((result) =>
      raw && parsers ? parseColumns(result, (type) => parsers[type] as Parse | undefined) : result,
    );
  }

  const exec = (tx: number | undefined, text: string) => call<Results[]>({ op: "exec", tx, text });

  async function transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const txId = await call<number>({ op: "begin" });
    let isClosed = false;
    const tx: Transaction = {
      query: (text, params, options) => query(txId, text, params, options),
      exec: (text) => exec(txId, text),
      sql: () => Promise.reject(new Error("Not supported across the thread: sql``")),
      listen: () => Promise.reject(new Error("Not supported across the thread: listen in a transaction")),
      rollback: async () => {
        isClosed = true;
        await call({ op: "end", tx: txId, commit: false });
      },
      get closed() {
        return isClosed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      if (!isClosed) await call({ op: "end", tx: txId, commit: false }).catch(() => {});
      throw error;
    }
    if (!isClosed) await call({ op: "end", tx: txId, commit: true });
    return result;
  }

  await ready;
  worker.unref();
  const client = {
    query: (text: string, params?: unknown[], options?: QueryOptions) => query(undefined, text, params, options),
    exec: (text: string) => exec(undefined, text),
    transaction,
    readWith: <T>(settings: [string, string][], text: string, params: unknown[]) =>
      call<Results<T>>({ op: "readWith", settings, text, params }),
    listen: async (channel: string, callback: (payload: string) => void) => {
      const listener = await call<number>({ op: "listen", channel });
      listeners.set(listener, callback);
      return async () => {
        listeners.delete(listener);
        await call({ op: "unlisten", listener });
      };
    },
    close: async () => {
      if (stopped || isClosing) return;
      await call({ op: "close" });
      isClosing = true;
      stopped = Object.assign(new Error("The embedded database is closed"), { code: STOPPED_CODE });
      await worker.terminate();
    },
  };
  return client as unknown as EmbeddedClient;
}

type Parse = (text: string, type: number) => unknown;

/**
 * Parses in place the text values of the columns whose type `parserOf` gives a parser for: on the
 * thread, PGlite's own for RAW_TYPES; here, a caller's (drizzle's) for those it asked as text.
 */
export function parseColumns<T>(result: Results<T>, parserOf: (type: number) => Parse | undefined): Results<T> {
  const columns = result.fields.flatMap((field, index) => {
    const parse = parserOf(field.dataTypeID);
    return parse ? [{ index, name: field.name, type: field.dataTypeID, parse }] : [];
  });
  if (!columns.length) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { index, name, type, parse } of columns) {
      const key = Array.isArray(row) ? index : name;
      const text = row[key];
      if (typeof text === "string") row[key] = parse(text, type);
    }
  }
  return result;
}
