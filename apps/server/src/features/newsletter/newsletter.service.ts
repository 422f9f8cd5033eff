import { MESSAGES, normalizeEmail, validateEmail } from "@photo-organizer/core";
import type { Db } from "../../db/client.ts";
import * as newsletterRepository from "./newsletter.repository.ts";

export type SubscribeResult =
  | { ok: true; status: "subscribed" | "already_subscribed"; message: string }
  | { ok: false; message: string };

/** D7: stores the address once per list (compared case-insensitively); says whether it was new. */
export async function subscribe(
  db: Db,
  { emailAddress, listId }: { emailAddress: string | undefined; listId: string },
): Promise<SubscribeResult> {
  const problem = validateEmail(emailAddress ?? "");
  if (problem) return { ok: false, message: problem };
  const email = normalizeEmail(emailAddress ?? "");
  const inserted = await newsletterRepository.insertSubscription(db, { email, listId });
  return inserted
    ? { ok: true, status: "subscribed", message: MESSAGES.subscribeSuccess.description }
    : { ok: true, status: "already_subscribed", message: MESSAGES.alreadySubscribed.description };
}
