import type { OrganizationSettings } from "@photo-organizer/core/api";
import { jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A user's organization settings (#21): patterns, own folders, duplicates, sidecars, as validated by core's
 * schema. One row once they saved; kept when the plan no longer has Advanced categorization (not applied then).
 */
export const organizationSettings = pgTable("organization_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  settings: jsonb("settings").$type<OrganizationSettings>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
