import { CLI_COPY } from "@photo-organizer/core";
import {
  type AnalyzeBody,
  type AnalyzeResult,
  analyzeResponseSchema,
  type CreateBatchBody,
  createBatchResponseSchema,
  finishBatchResponseSchema,
  organizationSettingsViewSchema,
  type Reservation,
  signedInUserSchema,
  TOKEN_ENDING_SOON_DAYS,
  TOKEN_EXPIRES_HEADER,
  type Usage,
  usageSchema,
} from "@photo-organizer/core/api";
import type { z } from "zod";

/** An answer other than success, with the server's message (written for the user) and code. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
    readonly retryAfterMs: number | undefined,
  ) {
    super(message);
  }
}

/** The server could not be reached at all (refused, reset, DNS): the request may or may not have arrived. */
export class NetworkError extends Error {
  override name = "NetworkError";
}

export type Api = ReturnType<typeof createApi>;

/** The day (YYYY-MM-DD) a token ends when that is within `TOKEN_ENDING_SOON_DAYS` of `now`; null otherwise. */
export function tokenEndingSoon(expiresAt: string | null, now: Date): string | null {
  if (!expiresAt) return null;
  const left = Date.parse(expiresAt) - now.getTime();
  return left <= TOKEN_ENDING_SOON_DAYS * 24 * 60 * 60 * 1000 ? expiresAt.slice(0, 10) : null;
}

/** The API calls the tool makes, each with the token as `Authorization: Bearer` and its answer validated. */
export function createApi(server: string, token: string) {
  /** when the token ends, as the server's last answer said; null: never, or not said */
  let expiresAt: string | null = null;
  async function call<T>(
    method: "GET" | "POST",
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${server}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? null : JSON.stringify(body),
        signal: signal ?? null,
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new NetworkError(cause?.code ?? cause?.message ?? String(error));
    }
    const text = await response.text();
    if (response.ok) expiresAt = response.headers.get(TOKEN_EXPIRES_HEADER);
    if (!response.ok) {
      let parsed: { message?: string; code?: string } = {};
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: a proxy's page; the status says enough
      }
      const retryAfter = Number(response.headers.get("retry-after"));
      // The routes the tool calls are there on every Photo Organizer server, and its own "not found" answers (a
      // batch gone) carry a code of their own: a 404 or 405 without one comes from another site, and one saying
      // there is no route (`not_found`) from a wrong path on ours.
      const noRoute = parsed.code === undefined || parsed.code === "not_found";
      const notOurs = noRoute && (response.status === 404 || response.status === 405);
      throw new ApiError(
        response.status,
        notOurs
          ? CLI_COPY.notPhotoOrganizer(server, response.status)
          : (parsed.message ?? `HTTP ${response.status}`),
        parsed.code,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
      );
    }
    return schema.parse(JSON.parse(text));
  }

  return {
    /** when the token ends (ISO 8601), as the last answer said; null when it never does */
    tokenExpiresAt: () => expiresAt,
    me: () => call("GET", "/api/me", signedInUserSchema),
    organizationSettings: () => call("GET", "/api/organization-settings", organizationSettingsViewSchema),
    usage: (): Promise<Usage> => call("GET", "/api/usage", usageSchema),
    reserve: (body: CreateBatchBody): Promise<Reservation> =>
      call("POST", "/api/batches", createBatchResponseSchema, body),
    finish: (batchId: string, signal?: AbortSignal) =>
      call("POST", `/api/batches/${batchId}/finish`, finishBatchResponseSchema, {}, signal),
    analyze: (body: AnalyzeBody, signal?: AbortSignal): Promise<AnalyzeResult> =>
      call("POST", "/api/analyze-image", analyzeResponseSchema, body, signal),
  };
}
