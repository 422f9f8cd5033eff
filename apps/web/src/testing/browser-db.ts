import { closeSavedReviews } from "@/features/upload/lib/saved-reviews";

/** Deletes the app's browser database (fake-indexeddb in tests), as a new browser profile would start. */
export async function wipeBrowserDatabase(): Promise<void> {
  await closeSavedReviews();
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase("photo-organizer");
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}
