import pg from "pg";
import type { Database } from "./client.ts";

/**
 * The channel migrations 0022 and 0024 notify: the id of a user whose row, sessions or two-factor
 * changed, or "*" for many.
 */
const USERS_CHANNEL = "vaultline_users_changed";
/** The channel the job queue notifies with a queue's name when a job is due now (jobs/queue.ts). */
export const JOBS_CHANNEL = "vaultline_jobs_due";
const RECONNECT_MS = 1_000;

export type NotificationHandlers = {
  /** A notification's payload, heard once the transaction that sent it has committed. */
  onChange: (payload: string) => void;
  /** Whether notifications are being heard: while false, some may be missed. */
  onLive: (isLive: boolean) => void;
  onError?: (error: Error) => void;
};

/**
 * Hears every committed change to the users table (and to sessions and two-factor, migration 0024),
 * from this process or any other: the payload is the user's id, or "*" for possibly any user.
 */
export function watchUserChanges(database: Database, handlers: NotificationHandlers): Promise<() => Promise<void>> {
  return listenTo(database, USERS_CHANNEL, handlers);
}

/**
 * Hears a channel's notifications from this process or any other. On a PostgreSQL server: one
 * connection of its own that LISTENs, reconnecting after a loss (a failover, a restart); it reports
 * not live while down. On PGlite: its own LISTEN, heard across its thread. Resolves once listening
 * (or after the first failed attempt, retrying in the background); the returned function stops it.
 */
export async function listenTo(
  database: Database,
  channel: typeof USERS_CHANNEL | typeof JOBS_CHANNEL,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  const { driver } = database;
  if (driver.kind === "pglite") {
    const unlisten = await driver.client.listen(channel, handlers.onChange);
    handlers.onLive(true);
    return async () => {
      handlers.onLive(false);
      await unlisten();
    };
  }

  let isStopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({
      connectionString: driver.connectionString,
      keepAlive: true,
      application_name: channel === USERS_CHANNEL ? "vaultline-user-changes" : "vaultline-jobs-due",
    });
    next.on("notification", (message) => handlers.onChange(message.payload ?? "*"));
    next.on("error", (error) => handlers.onError?.(error));
    next.on("end", () => {
      if (client !== next) return;
      client = null;
      handlers.onLive(false);
      if (!isStopped) retry = setTimeout(connect, RECONNECT_MS);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
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
