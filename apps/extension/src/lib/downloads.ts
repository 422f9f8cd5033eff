import { writtenDownloadPath } from "@photo-organizer/core";

/**
 * Saves a blob into the browser's Downloads folder under `filename` (a relative path such as
 * `Photo Organizer/Animals/cat.jpg`) and resolves once the browser has written it, so the blob's URL can go,
 * with the path it was written under (see `downloadUrl`).
 */
export async function downloadBlob(blob: Blob, filename: string): Promise<string> {
  const url = URL.createObjectURL(blob);
  try {
    return await downloadUrl(url, filename);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Downloads `url` as `filename` and resolves with the path, relative to the Downloads folder, the browser wrote
 * it under (`cat (1).jpg` beside an earlier `cat.jpg`), or rejects with its error.
 */
export async function downloadUrl(url: string, filename: string): Promise<string> {
  const id = await chrome.downloads.download({ url, filename, conflictAction: "uniquify", saveAs: false });
  return new Promise((resolve, reject) => {
    const settle = async () => {
      const [item] = await chrome.downloads.search({ id });
      if (!item) return reject(new Error("The download disappeared"));
      if (item.state === "complete") {
        chrome.downloads.onChanged.removeListener(listener);
        resolve(writtenDownloadPath(filename, item.filename));
      } else if (item.state === "interrupted") {
        chrome.downloads.onChanged.removeListener(listener);
        reject(new Error(item.error ?? "The download was interrupted"));
      }
    };
    const listener = (delta: chrome.downloads.DownloadDelta) => {
      if (delta.id === id && delta.state) void settle();
    };
    chrome.downloads.onChanged.addListener(listener);
    void settle();
  });
}
