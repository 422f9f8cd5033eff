/**
 * How often the service worker calls an extension API while it waits: Chrome stops an idle worker after about
 * 30 s, and counts each such call as activity (Chrome 110 and later).
 */
export const KEEP_ALIVE_MS = 20_000;

/**
 * Waits for `work` with the service worker kept running. An analysis waiting its turn on a busy server can take
 * minutes; a worker stopped meanwhile would never save the image it was charged for, nor tell the user.
 */
export async function whileKeptAlive<T>(work: Promise<T>): Promise<T> {
  const timer = setInterval(() => {
    chrome.runtime.getPlatformInfo().catch(() => undefined);
  }, KEEP_ALIVE_MS);
  try {
    return await work;
  } finally {
    clearInterval(timer);
  }
}
