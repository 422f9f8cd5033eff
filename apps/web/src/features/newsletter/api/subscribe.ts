import { MESSAGES, NEWSLETTER_LIST_ID } from "@photo-organizer/core";
import { localOnlyEmails, saveCapturedEmail } from "../lib/captured-emails";

export type SubscribeStatus = "subscribed" | "already_subscribed" | "pending" | "local_only";
export type SubscribeResult = { status: SubscribeStatus; message: string };

type Deps = { fetch?: typeof fetch; storage?: Pick<Storage, "getItem" | "setItem"> };

const SERVER_STATUSES = new Set<SubscribeStatus>(["subscribed", "already_subscribed", "pending"]);

/** What the server answered, or null for every answer spec section 8 treats as "server not usable". */
async function post(email: string, listId: string, fetchImpl: typeof fetch): Promise<SubscribeResult | null> {
  let response: Response;
  try {
    response = await fetchImpl("/api/subscribe", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ email_address: email, listId }),
    });
  } catch {
    return null; // network error
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  if (!response.ok) return null;
  const body = text.trim();
  if (body === "" || body.startsWith("<")) return null; // empty or HTML reply
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null; // unparseable JSON
  }
  if (typeof data !== "object" || data === null) return null;
  const { status, message } = data as Record<string, unknown>;
  if (typeof status !== "string" || !SERVER_STATUSES.has(status as SubscribeStatus)) return null;
  return { status: status as SubscribeStatus, message: typeof message === "string" ? message : "" };
}

/**
 * POST /api/subscribe with the spec's local fallback (section 8, DECISIONS D7): when the server cannot be
 * used, the email is kept in `capturedEmails` as `local_only` and the call still succeeds. Throws only when
 * even the local save fails (the caller then shows the failure toast).
 */
export async function subscribe(email: string, deps: Deps = {}): Promise<SubscribeResult> {
  const fetchImpl = deps.fetch ?? globalThis.fetch.bind(globalThis);
  const storage = deps.storage ?? localStorage;
  const listId = NEWSLETTER_LIST_ID;
  const answer = await post(email, listId, fetchImpl);
  if (answer === null) {
    saveCapturedEmail({ email, listId, status: "local_only" }, storage);
    return { status: "local_only", message: MESSAGES.subscriptionSavedLocally };
  }
  saveCapturedEmail({ email, listId, status: "subscribed" }, storage);
  return answer;
}

let resending: Promise<number> | null = null;

/**
 * Re-sends every `local_only` entry (D7). Stops at the first one the server still cannot take, so a
 * server that is down is asked once. Resolves to the number of entries the server now holds.
 */
export function resendLocalOnly(deps: Deps = {}): Promise<number> {
  if (resending) return resending;
  const fetchImpl = deps.fetch ?? globalThis.fetch.bind(globalThis);
  const storage = deps.storage ?? localStorage;
  resending = (async () => {
    let sent = 0;
    for (const entry of localOnlyEmails(storage)) {
      const answer = await post(entry.email, entry.listId, fetchImpl);
      if (answer === null) break;
      saveCapturedEmail({ email: entry.email, listId: entry.listId, status: "subscribed" }, storage);
      sent += 1;
    }
    return sent;
  })().finally(() => {
    resending = null;
  });
  return resending;
}
