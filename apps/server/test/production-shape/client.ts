import { randomBytes } from "node:crypto";
import { sleep } from "./stack.ts";

export type Backend = { name: string; url: string };

export type Request = {
  method: "GET" | "POST" | "PATCH";
  path: string;
  token?: string;
  json?: unknown;
  /** Exact bytes, so a replay sends the very same body. */
  multipart?: { body: Buffer; contentType: string };
  idempotencyKey?: string;
  /** Index of the backend to try first. */
  prefer: number;
  /** Client address as a proxy would forward it (per-IP limits apply per member, not per test). */
  forwardedFor?: string;
};

export type Answer = {
  /** 0: no HTTP answer (connection refused or reset, timeout). */
  status: number;
  body: any;
  error?: string;
  via: string;
  attempts: number;
};

const errorOf = (answer: Answer) => String(answer.body?.error ?? "");

/** A still-unanswered claim on the key: the first request is running, or died holding it. */
export function isInProgress(answer: Answer): boolean {
  return answer.status === 409 && /still being processed/i.test(errorOf(answer));
}

/** The request committed earlier but its answer was not stored (a crash right after the commit). */
export function isCompletedUnanswered(answer: Answer): boolean {
  return answer.status === 409 && /already completed/i.test(errorOf(answer));
}

/**
 * ok: 2xx. done: committed, but the answer was lost ("already completed"). refused: any other 4xx
 * is a definite no. unknown: no answer, a 503, a 5xx or a key still in progress leave it open.
 */
export function outcomeOf(answer: Answer): "ok" | "done" | "refused" | "unknown" {
  if (answer.status >= 200 && answer.status < 300) return "ok";
  if (isCompletedUnanswered(answer)) return "done";
  if (answer.status >= 400 && answer.status < 500 && !isInProgress(answer)) return "refused";
  return "unknown";
}

export function newKey(label: string): string {
  return `${label}-${randomBytes(9).toString("hex")}`;
}

export function multipartBody(fields: Record<string, string>, file: { field: string; name: string; bytes: Buffer }) {
  const boundary = `----shape${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Talks to the app processes like a client behind a load balancer: a request that gets no answer
 * or a 503 is retried with the same Idempotency-Key, after a no-answer on the other process.
 */
export class Cluster {
  readonly counts = { requests: 0, noAnswer: 0, unavailable: 0, inProgress: 0, retriedOnOther: 0 };
  /** Answers that no client should ever see: 5xx other than 503. */
  readonly unexpected: string[] = [];

  constructor(readonly backends: Backend[]) {}

  async once(index: number, request: Request): Promise<Answer> {
    const backend = this.backends[index % this.backends.length] as Backend;
    const headers: Record<string, string> = {};
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    if (request.idempotencyKey) headers["idempotency-key"] = request.idempotencyKey;
    if (request.forwardedFor) headers["x-forwarded-for"] = request.forwardedFor;
    let body: string | Buffer | undefined;
    if (request.multipart) {
      headers["content-type"] = request.multipart.contentType;
      body = request.multipart.body;
    } else if (request.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(request.json);
    }
    this.counts.requests++;
    try {
      const response = await fetch(`${backend.url}${request.path}`, {
        method: request.method,
        headers,
        body,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {}
      if (response.status >= 500 && response.status !== 503) {
        this.unexpected.push(`${response.status} ${request.method} ${request.path} on ${backend.name}: ${text}`);
      }
      return { status: response.status, body: parsed, via: backend.name, attempts: 1 };
    } catch (error) {
      const e = error as { cause?: { code?: string }; name?: string; message?: string };
      return { status: 0, body: null, error: e.cause?.code ?? e.name ?? e.message, via: backend.name, attempts: 1 };
    }
  }

  async send(request: Request): Promise<Answer> {
    const started = Date.now();
    let index = request.prefer;
    for (let attempt = 1; ; attempt++) {
      const answer = { ...(await this.once(index, request)), attempts: attempt };
      const elapsed = Date.now() - started;
      if (answer.status === 0) this.counts.noAnswer++;
      if (answer.status === 503) this.counts.unavailable++;
      if (isInProgress(answer)) this.counts.inProgress++;
      const isTransient = answer.status === 0 || answer.status === 503;
      // A claim held by a request that died never resolves in the old design: give up after a while.
      if (isInProgress(answer) ? elapsed > 5_000 : !isTransient || elapsed > 25_000) return answer;
      if (answer.status === 0) {
        index++;
        this.counts.retriedOnOther++;
      }
      await sleep(Math.min(100 * attempt, 1_000));
    }
  }
}
