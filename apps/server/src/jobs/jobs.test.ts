import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, createSecondApp, createTestApp, createTestUser, readOutbox } from "../../test/helpers.ts";
import { sendMailJob } from "./send-mail.ts";

const app = await createTestApp();

const mail = (subject: string) => ({ to: "someone@example.test", subject, text: "Hello" });
const sentWith = async (subject: string) => (await readOutbox(app)).filter((m) => m.includes(subject)).length;

describe("the job queue on PostgreSQL", () => {
  it("sends a mail enqueued in a committed transaction once, and never one from a rolled-back transaction", async () => {
    await app.db.transaction((tx) => app.jobs.enqueue(tx, sendMailJob, mail("Committed mail")));
    await expect(
      app.db.transaction(async (tx) => {
        await app.jobs.enqueue(tx, sendMailJob, mail("Rolled back mail"));
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    expect(await sentWith("Committed mail")).toBe(1);
    expect(await sentWith("Committed mail")).toBe(1);
    expect(await sentWith("Rolled back mail")).toBe(0);
  });

  it("refuses a malformed payload at enqueue: nothing is queued and the caller's transaction fails", async () => {
    const count = async () => {
      const rows = await app.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'send-mail'`);
      return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
    };
    const before = await count();
    const malformed = { to: "someone@example.test", subject: "", text: 42 } as unknown as ReturnType<typeof mail>;
    await expect(app.db.transaction((tx) => app.jobs.enqueue(tx, sendMailJob, malformed))).rejects.toThrow(
      /Job send-mail: bad payload/,
    );
    expect(await count()).toBe(before);
  });

  it("queues a follow-up run for later inside the caller's transaction", async () => {
    await app.db.transaction((tx) => app.jobs.enqueue(tx, sendMailJob, mail("Later mail"), { startAfterSeconds: 600 }));
    const rows = await app.db.execute(
      sql`SELECT (start_after > now() + interval '9 minutes')::bool AS later FROM pgboss.job WHERE data->>'subject' = 'Later mail'`,
    );
    expect((rows as unknown as { rows: { later: boolean }[] }).rows).toEqual([{ later: true }]);
  });

  it("answers forgot-password before any mail work, for known and unknown addresses alike", async () => {
    const user = await createTestUser(app);
    const before = (await readOutbox(app)).length;
    for (const email of [user.user.email, "nobody-here@example.test"]) {
      const res = await call(app, { method: "POST", url: "/api/forgotPassword", payload: { email } });
      expect(res.status).toBe(200);
    }
    // Both requests only enqueued a job: nothing was looked up for mail or written yet.
    const queued = await app.db.execute(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'send-password-reset' AND state = 'created'`,
    );
    expect(Number((queued as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(2);
    const after = await readOutbox(app);
    expect(after.length - before).toBe(1);
    expect(after.at(-1)).toContain(user.user.email);
  });

  it("retries a mail whose server refused it instead of losing it", async () => {
    let attempts = 0;
    const flaky = await createTestApp(
      {},
      {
        mailer: {
          send: async () => {
            attempts++;
            throw new Error("SMTP 421 try again later");
          },
        },
      },
    );
    await flaky.db.transaction((tx) => flaky.jobs.enqueue(tx, sendMailJob, mail("Flaky mail")));
    await readOutbox(flaky);
    expect(attempts).toBe(1);
    const rows = await flaky.db.execute(sql`SELECT state, retry_count FROM pgboss.job WHERE name = 'send-mail'`);
    expect((rows as unknown as { rows: { state: string }[] }).rows.map((r) => r.state)).toEqual(["retry"]);
  });
});

describe("workers inside the app (JOBS_IN_APP=true)", () => {
  it("deliver a queued mail by themselves", async () => {
    const live = await createTestApp({ jobsInApp: true });
    await live.db.transaction((tx) => live.jobs.enqueue(tx, sendMailJob, mail("Worker mail")));
    const { readdirSync, readFileSync } = await import("node:fs");
    const path = await import("node:path");
    const dir = path.join(live.dataDir, "mail");
    const deadline = Date.now() + 20_000;
    let delivered = false;
    while (!delivered && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      try {
        delivered = readdirSync(dir).some((f) => readFileSync(path.join(dir, f), "utf8").includes("Worker mail"));
      } catch {}
    }
    expect(delivered).toBe(true);
  });

  it("take a mail the moment another process commits it, not at their next poll", async () => {
    // The workers run in a second app on the same database, polling once a minute; the first app
    // (no workers) only enqueues.
    const workers = await createSecondApp(app, {
      jobsInApp: true,
      mail: { concurrency: 8, batchSize: 50, pollingIntervalSeconds: 60 },
    });
    // Their first look at the queue, made as they start, is over: the next is a minute away.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const committedAt = Date.now();
    await app.db.transaction((tx) => app.jobs.enqueue(tx, sendMailJob, mail("Heard mail")));
    const { readdirSync, readFileSync } = await import("node:fs");
    const path = await import("node:path");
    const dir = path.join(workers.dataDir, "mail");
    const delivered = () => {
      try {
        return readdirSync(dir).some((f) => readFileSync(path.join(dir, f), "utf8").includes("Heard mail"));
      } catch {
        return false;
      }
    };
    while (!delivered() && Date.now() - committedAt < 20_000) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(delivered()).toBe(true);
    expect(Date.now() - committedAt).toBeLessThan(20_000);
  });

  it("send a burst of mails in batches, each mail once, and retry only the one the server refused", async () => {
    const sent: string[] = [];
    const live = await createTestApp(
      { jobsInApp: true, mail: { concurrency: 4, batchSize: 10, pollingIntervalSeconds: 0.5 } },
      {
        mailer: {
          send: async ({ subject }) => {
            if (subject === "Burst 7") throw new Error("SMTP 550 mailbox unavailable");
            sent.push(subject);
          },
        },
      },
    );
    await live.db.transaction(async (tx) => {
      for (let i = 0; i < 25; i++) await live.jobs.enqueue(tx, sendMailJob, mail(`Burst ${i}`));
    });
    const deadline = Date.now() + 20_000;
    while (sent.length < 24 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    // A moment more: a batch failed as a whole would be sent again now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sent.toSorted()).toEqual(
      Array.from({ length: 25 }, (_, i) => `Burst ${i}`)
        .filter((s) => s !== "Burst 7")
        .toSorted(),
    );
    const rows = await live.db.execute(
      sql`SELECT data->>'subject' AS subject, state FROM pgboss.job WHERE name = 'send-mail' AND state <> 'completed'`,
    );
    expect((rows as unknown as { rows: { subject: string; state: string }[] }).rows).toEqual([
      { subject: "Burst 7", state: "retry" },
    ]);
    // It builds an app of its own on a fresh database: about 20 s alone, more on a busy machine.
  }, 120_000);
});
