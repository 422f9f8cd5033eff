import { validateEmail } from "@photo-organizer/core";
import type { Db } from "../../db/client.ts";
import * as contactRepository from "./contact.repository.ts";
import type { ContactBody } from "./contact.schemas.ts";

export type ContactResult = { ok: true; id: string } | { ok: false; message: string };

/** D8: contact-page and help-page messages are stored for the admins to read. */
export async function sendMessage(
  db: Db,
  { body, userId }: { body: ContactBody; userId: string | null },
): Promise<ContactResult> {
  const email = body.email.trim();
  const problem = validateEmail(email);
  if (problem) return { ok: false, message: problem };
  const id = await contactRepository.insertMessage(db, { ...body, email, userId });
  return { ok: true, id };
}
