import {
  MESSAGES,
  type TApiError,
  type TApiSuccess,
  type TFieldError,
  type TPage,
  WEB_CLIENT_HEADER,
  WEB_CLIENT_NAME,
} from "@vaultline/shared";
import { getToken, rememberSignOutReason } from "./session-storage.ts";

/** Every failed call, with the status and the server's `error` message (docs/product-rules.md §7.6). */
export class ApiError extends Error {
  readonly status: number;
  readonly details: TFieldError[];
  /** The whole error body, for the few answers that add a field (an expired quote's replacement `quote`). */
  readonly body: unknown;
  constructor(status: number, message: string, details: TFieldError[] = [], body: unknown = null) {
    super(message);
    this.status = status;
    this.details = details;
    this.body = body;
  }
}

/** The text to show for a failed action: the server's `error`, or `fallback` for anything else. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.networkError): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * A multipart body for `api`'s `formData`: the fields in the order given (the server may read the
 * text fields before a file), each a text or a file; a field that is null or undefined is left out.
 */
export function toFormData(fields: Record<string, string | Blob | null | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value != null) form.append(name, value);
  return form;
}

type Options = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  formData?: FormData;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Send this bearer token instead of the stored one (right after sign-in, before it is stored). */
  token?: string;
};

/**
 * A 401 about a two-factor code (missing, wrong or reused) is about the form, not the session: the
 * member stays signed in.
 */
function isCodeRefusal(failure: TApiError | null): boolean {
  const field = failure?.details?.[0]?.field;
  return field === "code" || field === "passkey";
}

let onUnauthorized: () => void = () => {};

/** The session registers what a 401 means (log out); the client stays free of React. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/**
 * A public read a pre-rendered page's start script began beside the app's code (scripts/prerender.mjs),
 * taken once: the first call for its path uses that answer instead of asking again.
 */
function takeEarlyRead(path: string): Promise<Response> | undefined {
  const reads = (globalThis as { vaultlineEarlyReads?: Map<string, Promise<Response>> }).vaultlineEarlyReads;
  const read = reads?.get(path);
  reads?.delete(path);
  return read;
}

/** Calls `/api<path>` with the bearer token; resolves to the success envelope or throws ApiError. */
export async function api<T>(path: string, options: Options = {}): Promise<TApiSuccess<T>> {
  const headers: Record<string, string> = { accept: "application/json", [WEB_CLIENT_HEADER]: WEB_CLIENT_NAME };
  const token = options.token ?? getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  // A read starts in a task of its own: a screen's queries all start in the one task that runs its
  // effects, and each request costs the main thread a few milliseconds, so five at once made a task a
  // tap waited on (docs/performance-log.md, 2026-11-29/30). An action the member took starts at once.
  if (!options.method || options.method === "GET") await new Promise((resolve) => setTimeout(resolve, 0));
  let response: Response;
  try {
    // "no-cache": public answers may be cached for a second elsewhere, but this app always revalidates
    // (a 304 when nothing changed), so an admin sees their own edit at once.
    const ask = () =>
      fetch(`/api${path}`, {
        method: options.method ?? "GET",
        headers,
        body,
        signal: options.signal,
        cache: "no-cache",
      });
    const early = body === undefined && !options.method ? takeEarlyRead(path) : undefined;
    response = early ? await early.catch(ask) : await ask();
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(504, MESSAGES.networkError);
  }
  const payload = (await response.json().catch(() => null)) as TApiSuccess<T> | TApiError | null;
  if (!response.ok || !payload) {
    const failure = payload as TApiError | null;
    if (response.status === 401 && token && !isCodeRefusal(failure)) {
      // The sign-in page says why the session ended (expired, signed out elsewhere, password changed).
      if (failure?.error) rememberSignOutReason(failure.error);
      onUnauthorized();
    }
    throw new ApiError(
      response.status,
      failure?.error ?? `Request failed (${response.status})`,
      failure?.details,
      failure,
    );
  }
  return payload as TApiSuccess<T>;
}

/** Fetches a private file (identity document, payment proof) with the token, as an object URL. */
export async function fetchFileUrl(url: string, signal?: AbortSignal): Promise<{ objectUrl: string; type: string }> {
  const token = getToken();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok)
    throw new ApiError(response.status, response.status === 404 ? "File not found" : "Unable to load file");
  const blob = await response.blob();
  return { objectUrl: URL.createObjectURL(blob), type: blob.type };
}

/**
 * Uploads `formData` to `/api<path>` like `api`, reporting the share of bytes sent (0..1): fetch
 * cannot report upload progress, XMLHttpRequest can. Used for large files (lesson videos).
 */
export function apiUpload<T>(
  path: string,
  formData: FormData,
  options: { onProgress?: (sent: number) => void; signal?: AbortSignal; method?: "POST" | "PUT" } = {},
): Promise<TApiSuccess<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = getToken();
    xhr.open(options.method ?? "POST", `/api${path}`);
    xhr.setRequestHeader("accept", "application/json");
    xhr.setRequestHeader(WEB_CLIENT_HEADER, WEB_CLIENT_NAME);
    if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(504, MESSAGES.networkError));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    xhr.onload = () => {
      let payload: TApiSuccess<T> | TApiError | null = null;
      try {
        payload = JSON.parse(xhr.responseText) as TApiSuccess<T> | TApiError;
      } catch {
        payload = null;
      }
      if (xhr.status < 200 || xhr.status >= 300 || !payload) {
        const failure = payload as TApiError | null;
        if (xhr.status === 401 && token) onUnauthorized();
        reject(new ApiError(xhr.status, failure?.error ?? `Request failed (${xhr.status})`, failure?.details, failure));
        return;
      }
      resolve(payload as TApiSuccess<T>);
    };
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(formData);
  });
}

/** A list whose `data` is the items and whose page is in `meta` (the sketch's list calls), as one page. */
export async function apiPage<T>(path: string): Promise<TPage<T>> {
  const answer = await api<T[]>(path);
  const meta =
    answer.meta && "page" in answer.meta
      ? answer.meta
      : { page: 1, pageSize: answer.data.length, total: answer.data.length };
  return { items: answer.data, ...meta };
}
