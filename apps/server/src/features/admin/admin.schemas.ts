import { PLAN_IDS } from "@photo-organizer/core";
import { z } from "zod";

export const adminStatusSchema = z.object({
  isAdmin: z.boolean().describe("The account's email is one of ADMIN_EMAILS"),
  unlocked: z.boolean().describe("This session passed the admin password"),
});

export const unlockBodySchema = z.object({ password: z.string().max(1000) });

export const usersQuerySchema = z.object({
  query: z.string().trim().max(200).default("").describe("Part of an email or a name; empty lists everyone"),
});

export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  plan: z.enum(PLAN_IDS),
  createdAt: z.iso.datetime(),
  period: z.string(),
  usageCount: z.number().int().describe("Images used or reserved in the current period"),
});

export const usersResponseSchema = z.object({ users: z.array(adminUserSchema) });

export const userParamsSchema = z.object({ id: z.uuid() });

export const setPlanBodySchema = z.object({ plan: z.enum(PLAN_IDS) });

export const setPlanResponseSchema = z.object({ id: z.uuid(), plan: z.enum(PLAN_IDS) });
