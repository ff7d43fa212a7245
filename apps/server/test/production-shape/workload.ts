import {
  type Answer,
  type Cluster,
  isCompletedUnanswered,
  multipartBody,
  newKey,
  outcomeOf,
  type Request,
} from "./client.ts";
import { sleep } from "./stack.ts";

export type Member = { id: string; token: string; ip: string };
export type Plan = { id: string; minCents: number; maxCents: number };

/** Every member's saved (and, with ADDRESS_HOLD_HOURS=0, usable) payout address: BIP173's example. */
export const WITHDRAWAL_ADDRESS = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";

/** A deposit or withdrawal as the clients saw it. */
export type Entity = {
  kind: "deposit" | "withdrawal";
  id: string;
  userId: string;
  amountCents: number;
  /** Each status a 2xx answer reported, in the order the answers came. */
  confirmed: { status: string; key: string }[];
  /** Statuses a request that never got an answer may or may not have reached. */
  maybe: Set<string>;
};

export type Adjustment = { key: string; userId: string; amountCents: number; entryId?: string; isKnown: boolean };

/** A sent money request, kept so the checks can ask about its key again. */
export type Sent = { request: Request; entity?: Entity; status?: string };

const dollars = (cents: number) => (cents / 100).toFixed(2);
const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
const idOf = (answer: Answer): unknown => answer.body?.data?.id ?? answer.body?.data?.entryId;

/** Members and admins acting at random over both processes; every 2xx is recorded. */
export class Workload {
  readonly entities = new Map<string, Entity>();
  readonly adjustments: Adjustment[] = [];
  readonly replayMismatches: string[] = [];
  readonly sent = new Map<string, Sent>();
  readonly counts = { ok: 0, done: 0, refused: 0, unknown: 0, replays: 0, replaysCompleted: 0, unseenCreates: 0 };
  private isStopped = false;

  constructor(
    private readonly cluster: Cluster,
    private readonly admin: { token: string; ip: string },
    private readonly members: Member[],
    private readonly plan: Plan,
    private readonly proof: Buffer,
  ) {}

  /** Sends one money request; after a 2xx, sometimes replays it with the same key on the other process. */
  async act(request: Request, target: Omit<Sent, "request"> = {}): Promise<Answer> {
    if (request.idempotencyKey) this.sent.set(request.idempotencyKey, { request, ...target });
    const answer = await this.cluster.send(request);
    const outcome = outcomeOf(answer);
    this.counts[outcome]++;
    if (outcome === "ok" && request.idempotencyKey && Math.random() < 0.3) {
      this.counts.replays++;
      const replay = await this.cluster.send({ ...request, prefer: request.prefer + 1 });
      const isSame = replay.status === answer.status && idOf(replay) === idOf(answer);
      // The documented fallback when the answer could not be stored after the commit.
      if (isCompletedUnanswered(replay)) this.counts.replaysCompleted++;
      else if (outcomeOf(replay) !== "unknown" && !isSame) {
        this.replayMismatches.push(
          `${request.method} ${request.path} key ${request.idempotencyKey}: first ${answer.status} ${String(idOf(answer))} via ${answer.via}, replay ${replay.status} ${String(idOf(replay))} via ${replay.via} ${JSON.stringify(replay.body?.error ?? "")}`,
        );
      }
    }
    return answer;
  }

  private ofStatus(kind: Entity["kind"], status: string, userId?: string): Entity[] {
    return [...this.entities.values()].filter(
      (e) =>
        e.kind === kind &&
        e.maybe.size === 0 &&
        e.confirmed.at(-1)?.status === status &&
        (!userId || e.userId === userId),
    );
  }

  /** Records the answer to a status change of `entity`. */
  private async transition(entity: Entity, status: string, request: Omit<Request, "idempotencyKey">) {
    const key = newKey(status);
    const answer = await this.act({ ...request, idempotencyKey: key }, { entity, status });
    const outcome = outcomeOf(answer);
    if (outcome === "ok") entity.confirmed.push({ status: answer.body?.data?.status ?? status, key });
    if (outcome === "done") entity.confirmed.push({ status, key });
    if (outcome === "unknown") entity.maybe.add(status);
  }

  async deposit(member: Member, prefer: number) {
    const amountCents = this.plan.minCents + Math.floor(Math.random() * (this.plan.maxCents - this.plan.minCents));
    const fields = { planId: this.plan.id, amount: dollars(amountCents), currency: "BTC" };
    const multipart = multipartBody(fields, { field: "avatar", name: "proof.png", bytes: this.proof });
    await this.create("deposit", member, amountCents, { method: "POST", path: "/api/user/invest", multipart, prefer });
  }

  async withdraw(member: Member, prefer: number) {
    const amountCents = 500 + Math.floor(Math.random() * 3_500);
    const json = {
      amount: dollars(amountCents),
      address: WITHDRAWAL_ADDRESS,
      network: "BTC",
    };
    await this.create("withdrawal", member, amountCents, { method: "POST", path: "/api/withdraw", json, prefer });
  }

  private async create(kind: Entity["kind"], member: Member, amountCents: number, request: Request) {
    const key = newKey(kind);
    const auth = { token: member.token, forwardedFor: member.ip };
    const answer = await this.act({ ...request, ...auth, idempotencyKey: key });
    const outcome = outcomeOf(answer);
    if (outcome === "unknown" || outcome === "done") this.counts.unseenCreates++;
    if (outcome !== "ok") return;
    const id = String(answer.body.data.id);
    const confirmed = [{ status: "pending", key }];
    this.entities.set(id, { kind, id, userId: member.id, amountCents, confirmed, maybe: new Set() });
  }

  async cancel(member: Member, prefer: number) {
    const target = pick(this.ofStatus("withdrawal", "pending", member.id));
    if (!target) return;
    const path = `/api/user/withdrawals/${target.id}/cancel`;
    const auth = { token: member.token, forwardedFor: member.ip };
    await this.transition(target, "cancelled", { method: "POST", path, prefer, ...auth });
  }

  async adjust(prefer: number, userId = pick(this.members)?.id ?? "", cents?: number) {
    const amountCents = cents ?? (Math.random() < 0.1 ? -300 : 2_000 + Math.floor(Math.random() * 8_000));
    const key = newKey("adjust");
    const json = { userId, amount: dollars(amountCents), reason: "Production-shape test top-up" };
    const path = "/api/admin/users/balance";
    const answer = await this.act({ method: "POST", path, json, idempotencyKey: key, prefer, ...this.asAdmin() });
    const outcome = outcomeOf(answer);
    if (outcome === "refused") return answer;
    const isKnown = outcome === "ok" || outcome === "done";
    this.adjustments.push({ key, userId, amountCents, entryId: answer.body?.data?.entryId, isKnown });
    return answer;
  }

  async adminStep(prefer: number) {
    const roll = Math.random();
    const pendingDeposit = pick(this.ofStatus("deposit", "pending"));
    const pendingWithdrawal = pick(this.ofStatus("withdrawal", "pending"));
    const base = { method: "POST" as const, prefer, ...this.asAdmin() };
    if (roll < 0.3 && pendingDeposit) {
      const approve = Math.random() < 0.65;
      const path = `/api/admin/users/${approve ? "approve" : "deny"}Investment/${pendingDeposit.id}`;
      const json = approve ? { status: true } : { reason: "Proof does not match" };
      return this.transition(pendingDeposit, approve ? "accepted" : "denied", { ...base, path, json });
    }
    if (roll < 0.8 && pendingWithdrawal) {
      const approve = Math.random() < 0.5;
      const path = `/api/admin/withdrawals/${pendingWithdrawal.id}/${approve ? "approve" : "deny"}`;
      const json = approve ? { payoutTxId: newKey("payout") } : { reason: "Address looks wrong" };
      return this.transition(pendingWithdrawal, approve ? "approved" : "denied", { ...base, path, json });
    }
    await this.adjust(prefer);
  }

  private asAdmin() {
    return { token: this.admin.token, forwardedFor: this.admin.ip };
  }

  /** One loop per member and `admins` admin loops, alternating processes, until stop(). */
  run(admins: number): Promise<void> {
    const loops = this.members.map(async (member, i) => {
      for (let n = i; !this.isStopped; n++) {
        const roll = Math.random();
        if (roll < 0.3) await this.deposit(member, n);
        else if (roll < 0.75) await this.withdraw(member, n);
        else await this.cancel(member, n);
        await sleep(50 + Math.random() * 100);
      }
    });
    for (let a = 0; a < admins; a++) {
      loops.push(
        (async () => {
          for (let n = a; !this.isStopped; n++) {
            await this.adminStep(n);
            await sleep(30 + Math.random() * 60);
          }
        })(),
      );
    }
    return Promise.all(loops).then(() => undefined);
  }

  stop(): void {
    this.isStopped = true;
  }
}
