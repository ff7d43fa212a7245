import { randomBytes } from "node:crypto";
import pg from "pg";
import { totpCode } from "../../src/modules/security/index.ts";
import type { TestS3 } from "../s3rver.ts";
import type { Answer, Cluster, Request } from "./client.ts";
import type { AppProcess } from "./stack.ts";
import { type Member, type Plan, WITHDRAWAL_ADDRESS } from "./workload.ts";

/** The bootstrap admin; every admin needs two-factor, so it is enrolled with `totpSecret` (ADMIN_TOTP_SECRET). */
export type Admin = { email: string; password: string; ip: string; totpSecret: string };

export function expectOk(answer: Answer, what: string): any {
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${what}: ${answer.status} via ${answer.via} ${JSON.stringify(answer.body ?? answer.error)}`);
  }
  return answer.body;
}

/** What every app process gets: one database, one bucket, the same secrets and admin. */
export function sharedEnv(databaseUrl: string, s3: TestS3["storage"], admin: Admin) {
  return {
    DATABASE_URL: databaseUrl,
    HOST: "127.0.0.1",
    JWT_SECRET: randomBytes(32).toString("hex"),
    ENCRYPTION_KEY: randomBytes(32).toString("hex"),
    ADMIN_EMAIL: admin.email,
    ADMIN_USERNAME: "shapeadmin",
    ADMIN_PASSWORD: admin.password,
    ADMIN_TOTP_SECRET: admin.totpSecret,
    STORAGE: "s3",
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_ENDPOINT: s3.endpoint ?? "",
    S3_ACCESS_KEY_ID: s3.accessKeyId ?? "",
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey ?? "",
    S3_FORCE_PATH_STYLE: String(s3.forcePathStyle),
    LOG_LEVEL: "warn",
    PAYMENT_GATEWAY: "sandbox",
    // The test plays a load balancer: X-Forwarded-For gives each member their own address.
    TRUST_PROXY: "true",
    // Members withdraw to the address they save during set-up, without waiting out the hold.
    ADDRESS_HOLD_HOURS: "0",
  };
}

/**
 * Starts all processes at once on the empty database, as the replicas of a first deploy would.
 * One that fails is restarted, as an orchestrator would, so the rest still runs; returns the failures.
 */
export async function bootTogether(processes: AppProcess[]): Promise<string[]> {
  for (const app of processes) app.start();
  const boot = await Promise.allSettled(processes.map((app) => app.waitReady()));
  const failures: string[] = [];
  for (const [i, result] of boot.entries()) {
    if (result.status === "fulfilled") continue;
    failures.push(String(result.reason));
    processes[i]?.start();
    await processes[i]?.waitReady();
  }
  return failures;
}

/** The admin's token and the cheapest plan with an upper bound. */
export async function adminAndPlan(cluster: Cluster, admin: Admin) {
  const json = { username: admin.email, password: admin.password, code: totpCode(admin.totpSecret, new Date()) };
  const login = expectOk(
    await cluster.send({ method: "POST", path: "/api/login", json, prefer: 0, forwardedFor: admin.ip }),
    "admin login",
  );
  const plans = expectOk(await cluster.send({ method: "GET", path: "/api/plans", prefer: 1 }), "plans").data as any[];
  const cheapest = plans.filter((p) => p.maxAmount !== null).sort((x, y) => x.minAmount - y.minAmount)[0];
  const plan: Plan = { id: cheapest.id, minCents: cheapest.minAmount * 100, maxCents: cheapest.maxAmount * 100 };
  return { adminToken: login.token as string, plan };
}

/** E-mail proof is not under test here: the members' addresses are marked confirmed in the database. */
async function confirmEmail(databaseUrl: string, userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("UPDATE users SET email_confirmed_at = now() WHERE id = $1", [userId]);
  } finally {
    await client.end();
  }
}

/**
 * Members who signed up (e-mail confirmed), accepted the risk disclosure, saved the payout address
 * and were verified by the admin.
 */
export function signUpMembers(
  cluster: Cluster,
  admin: { token: string; ip: string },
  count: number,
  databaseUrl: string,
) {
  const call = async (request: Request, what: string) => expectOk(await cluster.send(request), what);
  return Promise.all(
    Array.from({ length: count }, async (_, i): Promise<Member> => {
      const suffix = randomBytes(4).toString("hex");
      const password = `pw-${suffix}-secret`;
      const ip = `10.9.1.${i + 1}`;
      const json = {
        firstname: "Shape",
        lastname: "Member",
        email: `shape-${suffix}@example.test`,
        username: `shape_${suffix}`,
        password,
        confirmPassword: password,
      };
      const signup = await call({ method: "POST", path: "/api/signup", json, prefer: i, forwardedFor: ip }, "signup");
      const member = { id: signup.data.id as string, token: signup.token as string, ip };
      const auth = { token: member.token, forwardedFor: ip };
      await confirmEmail(databaseUrl, member.id);
      const destination = { network: "BTC", address: WITHDRAWAL_ADDRESS };
      await call({ method: "POST", path: "/api/user/addresses", json: destination, prefer: i, ...auth }, "address");
      const options = await call(
        { method: "GET", path: "/api/user/deposit-options", prefer: i + 1, ...auth },
        "options",
      );
      const risk = { version: options.data.risk.version };
      await call({ method: "POST", path: "/api/user/risk-acceptance", json: risk, prefer: i, ...auth }, "risk");
      const path = `/api/admin/verify/user/${member.id}`;
      const verify = { method: "PATCH" as const, path, json: { isVerified: true }, prefer: i + 1 };
      await call({ ...verify, token: admin.token, forwardedFor: admin.ip }, "admin verifies");
      return member;
    }),
  );
}

/** Health and a signed-in call answer on every process. */
export async function checkServing(cluster: Cluster, token: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [index, backend] of cluster.backends.entries()) {
    const health = await cluster.once(index, { method: "GET", path: "/api/health", prefer: index });
    const me = await cluster.once(index, { method: "GET", path: "/api/user", prefer: index, token });
    if (health.status !== 200 || me.status !== 200) {
      problems.push(`${backend.name}: health ${health.status}, /api/user ${me.status}`);
    }
  }
  return problems;
}
