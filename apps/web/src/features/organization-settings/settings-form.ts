import {
  CATEGORY_NAMES,
  type CategoryName,
  createFolderChooser,
  createPathRenderer,
  ORGANIZATION_COPY,
} from "@photo-organizer/core";
import { type OrganizationSettings, organizationSettingsSchema } from "@photo-organizer/core/api";

/** One own folder as the form edits it: words and categories as the typed, comma-separated text. */
export interface FolderDraft {
  readonly name: string;
  readonly words: string;
  readonly categories: string;
}

export interface SettingsDraft {
  readonly folderPattern: string;
  readonly namePattern: string;
  readonly folders: readonly FolderDraft[];
  readonly otherFolder: string | null;
  readonly duplicates: OrganizationSettings["duplicates"];
  readonly sidecars: boolean;
}

const list = (text: string) =>
  text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");

const BY_LOWER_CASE = new Map<string, CategoryName>(CATEGORY_NAMES.map((name) => [name.toLowerCase(), name]));

export function draftOf(settings: OrganizationSettings): SettingsDraft {
  return {
    folderPattern: settings.folderPattern,
    namePattern: settings.namePattern,
    folders: settings.folders.map((f) => ({
      name: f.name,
      words: f.words.join(", "),
      categories: f.categories.join(", "),
    })),
    otherFolder: settings.otherPhotos === "keep-category" ? null : settings.otherPhotos.folder,
    duplicates: settings.duplicates,
    sidecars: settings.sidecars,
  };
}

export type DraftResult =
  | { ok: true; settings: OrganizationSettings }
  /** `path`: the field the problem is in (`["folderPattern"]`, `["folders", 0, "name"]`), for it to say so */
  | { ok: false; message: string; path: readonly PropertyKey[] };

/** The draft as settings, checked by core's rules; the first problem's message and field otherwise. */
export function settingsOf(draft: SettingsDraft): DraftResult {
  const folders: OrganizationSettings["folders"] = [];
  for (const [index, folder] of draft.folders.entries()) {
    const categories: CategoryName[] = [];
    for (const name of list(folder.categories)) {
      const category = BY_LOWER_CASE.get(name.toLowerCase());
      if (!category)
        return {
          ok: false,
          message: ORGANIZATION_COPY.panel.unknownCategory(name),
          path: ["folders", index, "categories"],
        };
      categories.push(category);
    }
    folders.push({ name: folder.name.trim(), words: list(folder.words), categories });
  }
  const parsed = organizationSettingsSchema.safeParse({
    folderPattern: draft.folderPattern,
    namePattern: draft.namePattern,
    folders,
    otherPhotos: draft.otherFolder === null ? "keep-category" : { folder: draft.otherFolder },
    duplicates: draft.duplicates,
    sidecars: draft.sidecars,
  });
  if (parsed.success) return { ok: true, settings: parsed.data };
  const [first] = parsed.error.issues;
  return { ok: false, message: first?.message ?? "", path: first?.path ?? [] };
}

/** The live preview: where the three example photos would go under these settings. */
export function previewPaths(settings: OrganizationSettings): string[] {
  const choose = createFolderChooser(settings);
  const render = createPathRenderer(settings);
  return ORGANIZATION_COPY.previewPhotos.map((photo) =>
    render({ ...photo, folder: choose({ category: photo.category, description: photo.description }) }),
  );
}
