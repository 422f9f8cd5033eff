import type { OrganizationSettings } from "@photo-organizer/core/api";

/** A VIP's settings in the server's tests: by year, dated names, two own folders (issue #21's example). */
export const TEST_SETTINGS: OrganizationSettings = {
  folderPattern: "{year}/{category}",
  namePattern: "{date}_{description}",
  folders: [
    { name: "Kids", words: ["school", "birthday party"], categories: [] },
    { name: "Pets & Wildlife", words: [], categories: ["Animals", "Marine Life"] },
  ],
  otherPhotos: { folder: "Unsorted" },
  duplicates: "folder",
  sidecars: true,
};
