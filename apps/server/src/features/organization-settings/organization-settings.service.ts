import {
  DEFAULT_ORGANIZATION_SETTINGS,
  effectiveSettings,
  ORGANIZATION_COPY,
  type PlanId,
  planDisplayName,
  planHasFeature,
} from "@photo-organizer/core";
import type { OrganizationSettings, OrganizationSettingsView } from "@photo-organizer/core/api";
import type { Db } from "../../db/client.ts";
import { HttpError } from "../../plugins/errors.ts";
import { readOrganizationSettings, saveOrganizationSettings } from "./organization-settings.repository.ts";

type Owner = { id: string; plan: PlanId };

const applies = (plan: PlanId) => planHasFeature(plan, "advanced-categorization");

/**
 * Organization settings under the plan (#21): only a plan with Advanced categorization saves or uses them; a
 * downgraded account keeps its saved settings, reported as not applied, and its batches use the defaults.
 */
export function createOrganizationSettingsService(db: Db) {
  async function view(owner: Owner): Promise<OrganizationSettingsView> {
    const saved = await readOrganizationSettings(db, owner.id);
    return {
      settings: saved ?? DEFAULT_ORGANIZATION_SETTINGS,
      saved: saved !== undefined,
      applies: applies(owner.plan),
    };
  }

  return {
    view,
    async save(owner: Owner, settings: OrganizationSettings): Promise<OrganizationSettingsView> {
      if (!applies(owner.plan)) {
        throw new HttpError(
          403,
          ORGANIZATION_COPY.planRefusal(planDisplayName(owner.plan)),
          "plan_feature_required",
        );
      }
      await saveOrganizationSettings(db, owner.id, settings);
      return view(owner);
    },
    /** What the user's batches use now: their saved settings while the plan allows, else the defaults. */
    async effective(owner: Owner): Promise<OrganizationSettings> {
      return effectiveSettings(await readOrganizationSettings(db, owner.id), applies(owner.plan));
    },
  };
}

export type OrganizationSettingsService = ReturnType<typeof createOrganizationSettingsService>;
