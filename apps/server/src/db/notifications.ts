import pg from "pg";
import type { Database } from "./client.ts";

/**
 * The channel migrations 0022 and 0024 notify: the id of a user whose row, sessions or two-factor
 * changed, or "*" for many.
 */
export const USERS_CHANNEL = "vaultline_users_changed";
/** The channel the job queue notifies with a queue's name when a job is due now (jobs/queue.ts). */
export const JOBS_CHANNEL = "vaultline_jobs_due";
const RECONNECT_MS = 1_000;

export type ChangeHandlers = {
  /** The listening connection's application_name on a PostgreSQL server (seen in pg_stat_activity). */
  name: string;
  /** Whether changes are being heard: while false, some may be missed. */
  onLive: (isLive: boolean) => void;
  onError?: (error: Error) => void;
};

/**
 * Hears the notifications of `channels` (each channel's payloads go to its function), sent at commit
 * by this process or any other: on USERS_CHANNEL every committed change to the users table (and to
 * sessions and two-factor, migration 0024). On a PostgreSQL server: one connection of its own that
 * LISTENs on them all, reconnecting after a loss (a failover, a restart); it reports not live while
 * down. On PGlite: its own LISTENs, heard across its thread. Resolves once listening (or after the
 * first failed attempt, retrying in the background); the returned function stops it.
 */
export async function watchChanges(
  database: Database,
  channels: Record<string, (payload: string) => void>,
  handlers: ChangeHandlers,
): Promise<() => Promise<void>> {
  const { driver } = database;
  if (driver.kind === "pglite") {
    const unlistens: (() => Promise<void>)[] = [];
    for (const [channel, onPayload] of Object.entries(channels)) {
      unlistens.push(await driver.client.listen(channel, onPayload));
    }
    handlers.onLive(true);
    return async () => {
      handlers.onLive(false);
      for (const unlisten of unlistens) await unlisten();
    };
  }

  let isStopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({
      connectionString: driver.connectionString,
      keepAlive: true,
      application_name: handlers.name,
    });
    next.on("notification", (message) => channels[message.channel]?.(message.payload ?? "*"));
    next.on("error", (error) => handlers.onError?.(error));
    next.on("end", () => {
      if (client !== next) return;
      client = null;
      handlers.onLive(false);
      if (!isStopped) retry = setTimeout(connect, RECONNECT_MS);
    });
    try {
      await next.connect();
      for (const channel of Object.keys(channels)) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      handlers.onError?.(error as Error);
      await next.end().catch(() => {});
      if (!isStopped) retry = setTimeout(connect, RECONNECT_MS);
      return;
    }
    if (isStopped) {
      await next.end();
      return;
    }
    client = next;
    handlers.onLive(true);
  };

  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    handlers.onLive(false);
    await last?.end();
  };
}
