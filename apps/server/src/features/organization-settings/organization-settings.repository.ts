import { type OrganizationSettings, organizationSettingsSchema } from "@photo-organizer/core/api";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { organizationSettings } from "../../db/schema/index.ts";

/** The user's saved settings, or undefined; a row that no longer passes core's rules counts as none. */
export async function readOrganizationSettings(
  db: Db,
  userId: string,
): Promise<OrganizationSettings | undefined> {
  const [row] = await db
    .select({ settings: organizationSettings.settings })
    .from(organizationSettings)
    .where(eq(organizationSettings.userId, userId));
  if (!row) return undefined;
  const parsed = organizationSettingsSchema.safeParse(row.settings);
  return parsed.success ? parsed.data : undefined;
}

export async function saveOrganizationSettings(
  db: Db,
  userId: string,
  settings: OrganizationSettings,
): Promise<void> {
  await db
    .insert(organizationSettings)
    .values({ userId, settings })
    .onConflictDoUpdate({ target: organizationSettings.userId, set: { settings, updatedAt: new Date() } });
}
