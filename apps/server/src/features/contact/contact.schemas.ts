import { PLAN_IDS } from "@photo-organizer/core";
import { z } from "zod";

const text = (max: number) => z.string().trim().max(max);

export const contactBodySchema = z
  .object({
    name: text(200).min(1, "Name is required."),
    // Checked by the core's validateEmail, so that the reply carries the spec's text.
    email: z.string().max(320),
    subject: text(200).default(""),
    message: text(5000).min(1, "Message is required."),
    source: z
      .enum(["contact", "help"])
      .default("contact")
      .describe("Contact page or the help page's support form"),
  })
  .refine((body) => body.source === "help" || body.subject.length > 0, {
    path: ["subject"],
    message: "Subject is required.",
  });

export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactResponseSchema = z.object({ id: z.uuid() });

export const contactMessageSchema = z.object({
  id: z.uuid(),
  source: z.enum(["contact", "help"]),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  userId: z.uuid().nullable(),
  plan: z.enum(PLAN_IDS).nullable().describe("The sender's plan now; null when sent without signing in"),
  createdAt: z.iso.datetime(),
});
