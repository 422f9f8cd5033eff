import { EXTENSION_COPY } from "@photo-organizer/core";

const STORAGE_KEY = "server";

/** Hosts where plain http is acceptable: a server on this computer. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The origin of a Photo Organizer server typed in the options page, or an error text. https anywhere; http only
 * for a server on this computer, since the session cookie would otherwise travel in clear.
 */
export function parseServerAddress(input: string): { origin: string } | { error: string } {
  const text = input.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: EXTENSION_COPY.serverInvalid };
  }
  const local = LOCAL_HOSTS.has(url.hostname) || url.hostname.endsWith(".localhost");
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local))
    return { error: EXTENSION_COPY.serverInvalid };
  if (url.username || url.password) return { error: EXTENSION_COPY.serverInvalid };
  return { origin: url.origin };
}

/** The server the extension uses: the one chosen in its options, else the one it was built for. */
export async function serverAddress(): Promise<string> {
  const stored = await chrome.storage.sync.get(STORAGE_KEY);
  const value = stored[STORAGE_KEY];
  return typeof value === "string" && value ? value : __DEFAULT_SERVER__;
}

/** Saves the chosen server (null: back to the built-in one). */
export async function saveServerAddress(origin: string | null): Promise<void> {
  if (origin === null || origin === __DEFAULT_SERVER__) await chrome.storage.sync.remove(STORAGE_KEY);
  else await chrome.storage.sync.set({ [STORAGE_KEY]: origin });
}

/** The host-permission pattern that lets the extension reach `origin`. */
export function originPattern(origin: string): string {
  return `${origin}/*`;
}

export const defaultServer = (): string => __DEFAULT_SERVER__;
