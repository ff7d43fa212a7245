import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import path from "node:path";

// PGlite is a database in a folder, not a server: two processes that open the same folder each
// think they own it, each writes its own files, and one's changes are lost or the folder is
// damaged. So the process that opens it leaves its pid in a lock file beside it, and any other
// (`npm run admin`, `npm run db:migrate`, `npm run worker`, a second `npm start`) refuses while that
// process lives. A lock left by a process that died is taken over.

/** What a refused opener is told; the CLIs print `message` alone (no stack). */
export class EmbeddedDatabaseInUseError extends Error {
  readonly holderPid: number;
  constructor(dir: string, holder: { pid: number; command: string }) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${holder.pid}: ${holder.command}). ` +
        "Two processes must never open it at once, so nothing was changed. Stop the server first and run this " +
        "again, or run the app and its commands against a PostgreSQL server (DATABASE_URL), where they may run " +
        'together (docs/operations.md, "Operator commands").',
    );
    this.name = "EmbeddedDatabaseInUseError";
    this.holderPid = holder.pid;
  }
}

/** Folders this process holds: opening one twice in one process is refused as well. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): { pid: number; command: string } | null {
  try {
    const holder = JSON.parse(readFileSync(file, "utf8")) as { pid?: unknown; command?: unknown };
    return typeof holder.pid === "number" ? { pid: holder.pid, command: String(holder.command ?? "unknown") } : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock of the embedded database in `dir` for this process, or throws
 * EmbeddedDatabaseInUseError naming the live holder. Returns the release.
 */
export function lockEmbeddedDatabase(dir: string): () => void {
  const resolved = path.resolve(dir);
  const file = `${resolved}.lock`;
  const self = {
    pid: process.pid,
    command: process.argv
      .slice(1)
      .map((a) => path.basename(a))
      .join(" "),
  };
  if (held.has(resolved)) throw new EmbeddedDatabaseInUseError(resolved, self);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, JSON.stringify({ ...self, since: new Date().toISOString() }));
      closeSync(fd);
      held.add(resolved);
      const release = () => {
        process.off("exit", release);
        if (!held.delete(resolved)) return;
        if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
      };
      // A process that exits without closing (an error, process.exit) still leaves the folder free.
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(file);
      if (holder === null) {
        // A holder writes its pid right after creating the file: an empty file is one starting now,
        // unless it is old (a crash between the two), which is taken over.
        const modifiedMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
        if (Date.now() - modifiedMs < 10_000) {
          throw new EmbeddedDatabaseInUseError(resolved, { pid: 0, command: "starting" });
        }
      } else if (holder.pid !== process.pid && isAlive(holder.pid)) {
        throw new EmbeddedDatabaseInUseError(resolved, holder);
      }
      // Left by a process that is gone (or by this one before a restart of its pid): take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}

/** For the commands: a refused open prints its message alone and exits 1; any other error is rethrown. */
export function exitIfDatabaseInUse(error: unknown): never {
  if (error instanceof EmbeddedDatabaseInUseError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
