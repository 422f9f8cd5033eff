import { NEWSLETTER_LIST_ID } from "@photo-organizer/core";
import { z } from "zod";

export const subscribeBodySchema = z.object({
  // Checked by the core's validateEmail, so that a missing or malformed address gets the spec's text.
  email_address: z.string().max(320).optional(),
  listId: z.literal(NEWSLETTER_LIST_ID),
});

export const subscribeResponseSchema = z.object({
  status: z.enum(["subscribed", "already_subscribed"]),
  message: z.string(),
});
