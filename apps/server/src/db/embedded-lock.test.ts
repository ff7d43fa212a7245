import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase } from "./embedded-lock.ts";

const root = mkdtempSync(path.join(tmpdir(), "vaultline-lock-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the embedded database's lock", () => {
  it("is held by one opener at a time, names the holder, and is free again once released", () => {
    const dir = path.join(root, "db-a");
    const release = lockEmbeddedDatabase(dir);
    const holder = JSON.parse(readFileSync(`${dir}.lock`, "utf8"));
    expect(holder.pid).toBe(process.pid);
    expect(() => lockEmbeddedDatabase(dir)).toThrow(EmbeddedDatabaseInUseError);
    expect(() => lockEmbeddedDatabase(dir)).toThrow(/in use by another process \(pid \d+.*Stop the server first/);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockEmbeddedDatabase(dir)();
  });

  it("refuses while another live process holds it and takes over the lock of one that died", () => {
    const dir = path.join(root, "db-b");
    // A live process: this test runner's parent.
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.ppid, command: "server.ts" }));
    expect(() => lockEmbeddedDatabase(dir)).toThrow(`pid ${process.ppid}: server.ts`);
    const gone = spawnSync(process.execPath, ["-e", "0"]).pid;
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: gone, command: "server.ts" }));
    const release = lockEmbeddedDatabase(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, "utf8")).pid).toBe(process.pid);
    release();
  });
});
