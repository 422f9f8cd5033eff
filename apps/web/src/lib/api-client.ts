/** JSON over fetch with the session cookie; every non-2xx answer becomes an ApiError. */
import { type RequestHold, whenNotHeld } from "./request-hold";

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** the server's Retry-After, when it said when to come back (503 busy, 429) */
  readonly retryAfterMs: number | undefined;

  constructor(status: number, message: string, code?: string, retryAfterMs?: number) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.retryAfterMs = retryAfterMs;
  }
}

/** Retry-After as delay-seconds or an HTTP date (RFC 9110 10.2.3), in milliseconds from now. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

type Body = Record<string, unknown> | unknown[] | undefined;

/** "" : the page's own server. The browser extension sets its server's origin and sends the site's cookie there. */
let apiOrigin = "";

/** Sends every API call to `origin` (the extension's configured server) with that site's session cookie. */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin;
}

async function parseError(res: Response): Promise<ApiError> {
  let message = res.statusText || `Request failed with status ${res.status}`;
  let code: string | undefined;
  try {
    const data: unknown = await res.json();
    if (data && typeof data === "object") {
      const record = data as Record<string, unknown>;
      if (typeof record.message === "string" && record.message) message = record.message;
      if (typeof record.code === "string") code = record.code;
    }
  } catch {
    // not JSON: keep the status text
  }
  return new ApiError(res.status, message, code, parseRetryAfter(res.headers.get("retry-after")));
}

async function send<T>(method: string, path: string, body?: Body, init?: RequestInit): Promise<T> {
  const headers = new Headers(init?.headers);
  headers.set("accept", "application/json");
  if (body !== undefined) headers.set("content-type", "application/json");
  const res = await fetch(apiOrigin + path, {
    ...init,
    method,
    headers,
    credentials: apiOrigin ? "include" : "same-origin",
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw await parseError(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Sends once no sign-out holds the page's requests (`request-hold.ts`). */
export const apiRequest = <T>(method: string, path: string, body?: Body, init?: RequestInit): Promise<T> =>
  whenNotHeld(() => send<T>(method, path, body, init));

/** A request past a hold: the sign-out that put it on, and its check of the session should it fail. */
export const apiPastHold = <T>(hold: RequestHold, method: "GET" | "POST", path: string): Promise<T> =>
  hold.pass(() => send<T>(method, path));

export const apiGet = <T>(path: string, init?: RequestInit) => apiRequest<T>("GET", path, undefined, init);
export const apiPost = <T>(path: string, body?: Body, init?: RequestInit) =>
  apiRequest<T>("POST", path, body, init);
export const apiPut = <T>(path: string, body?: Body, init?: RequestInit) =>
  apiRequest<T>("PUT", path, body, init);
