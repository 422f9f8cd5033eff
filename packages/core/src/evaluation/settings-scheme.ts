import { type OrganizationSettings, organizationSettingsSchema } from "../api/organization-settings.ts";
import { createExampleMapper, createFolderChooser } from "../organization/settings-rules.ts";
import type { LabelRow } from "./categorization-score.ts";

/**
 * Scoring under an account's own folders (`--settings my-folders.json` of the evals): a label's category
 * becomes the own folder whose `categories` contain it, else the other-photos folder (or the category
 * itself when photos keep theirs), alternatives alike; a photo's predicted folder is what the server would
 * choose from its category and description (the folder words first). Outcomes that are no category
 * ("failed", "no description") stay as they are: they are wrong in any scheme.
 */
export function settingsScheme(settings: OrganizationSettings) {
  const inScheme = createExampleMapper(settings);
  const choose = createFolderChooser(settings);
  const map = (category: string) => inScheme(category) ?? category;
  return {
    labels: (rows: readonly LabelRow[]): LabelRow[] =>
      rows.map((row) => {
        const category = map(row.category);
        const alternatives = [...new Set(row.alternatives.map(map))].filter((a) => a !== category);
        return { ...row, category, alternatives };
      }),
    folder: (category: string, description: string): string =>
      inScheme(category) === null ? category : choose({ category, description }),
  };
}

/** A settings file as `PUT /api/organization-settings` takes it, checked by the same rules. */
export function parseSettingsFile(text: string, name: string): OrganizationSettings {
  const parsed = organizationSettingsSchema.safeParse(JSON.parse(text));
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.join(".") || "settings"}: ${issue.message}`,
  );
  throw new Error(`${name} is not valid organization settings:\n  ${problems.join("\n  ")}`);
}
