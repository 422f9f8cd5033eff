import {
  type OrganizationSettings,
  type OrganizationSettingsView,
  organizationSettingsViewSchema,
} from "@photo-organizer/core/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPut } from "@/lib/api-client";

/** `GET /api/organization-settings`: the user's settings and whether their plan applies them (#21). */
export const organizationSettingsQueryKey = ["organization-settings"] as const;

export const fetchOrganizationSettings = async (): Promise<OrganizationSettingsView> =>
  organizationSettingsViewSchema.parse(await apiGet("/api/organization-settings"));

export function useOrganizationSettings(enabled = true) {
  return useQuery({ queryKey: organizationSettingsQueryKey, queryFn: fetchOrganizationSettings, enabled });
}

export function useSaveOrganizationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: OrganizationSettings) =>
      organizationSettingsViewSchema.parse(await apiPut("/api/organization-settings", settings)),
    onSuccess: (view) => client.setQueryData(organizationSettingsQueryKey, view),
  });
}
