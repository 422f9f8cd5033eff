import { HANDOVER_KEPT_MS } from "@photo-organizer/core";
import { type DBSchema, openDB } from "idb";
import type { PageImage } from "../page-images/collect-page-images";

/**
 * A batch the toolbar popup hands to a tab of the extension's own. The browser closes the popup on any click
 * elsewhere, and a batch running in it would stop there; in a tab it runs to the end.
 */
export type HandedOver =
  | { kind: "files"; files: File[] }
  | { kind: "page-images"; tabId: number; images: PageImage[] };

interface Schema extends DBSchema {
  "handed-over": { key: string; value: HandedOver & { at: number } };
}

const open = () =>
  openDB<Schema>("photo-organizer-extension", 1, {
    upgrade(db) {
      db.createObjectStore("handed-over");
    },
  });

/** The parameter of the tab's address that names the batch it takes over. */
export const HANDED_OVER_PARAM = "run";

/**
 * Drops the batches no tab took over within `HANDOVER_KEPT_MS` (the tab was closed signed out, the browser quit
 * first): the user's photos are not kept on the disk longer than the privacy policy says. Run whenever the
 * extension's window or a tab of it opens, and before each handover.
 */
export async function forgetStaleHandovers(now = Date.now()): Promise<void> {
  const db = await open();
  const tx = db.transaction("handed-over", "readwrite");
  for (const key of await tx.store.getAllKeys()) {
    const kept = await tx.store.get(key);
    if (kept && now - kept.at > HANDOVER_KEPT_MS) await tx.store.delete(key);
  }
  await tx.done;
}

/**
 * Keeps the batch (its files are kept as they are, in IndexedDB) and opens the tab that runs it. The tab is told
 * which page the popup was opened over (`?page=<tab id>`, as "Open in a tab" does), so "Organize images on
 * this page" there reads that page again.
 */
export async function handOver(batch: HandedOver): Promise<void> {
  const now = Date.now();
  await forgetStaleHandovers(now);
  const db = await open();
  const key = crypto.randomUUID();
  await db.put("handed-over", { ...batch, at: now }, key);
  const over =
    batch.kind === "page-images"
      ? batch.tabId
      : (await chrome.tabs.query({ active: true, lastFocusedWindow: true }))[0]?.id;
  const page = over === undefined ? "" : `&page=${over}`;
  await chrome.tabs.create({
    url: chrome.runtime.getURL(`src/popup/popup.html?${HANDED_OVER_PARAM}=${encodeURIComponent(key)}${page}`),
  });
}

/** The batch handed over under `key`, taken once: a second call (the tab reloaded) finds nothing. */
export async function takeOver(key: string): Promise<HandedOver | null> {
  const db = await open();
  const tx = db.transaction("handed-over", "readwrite");
  const kept = await tx.store.get(key);
  if (kept) await tx.store.delete(key);
  await tx.done;
  if (!kept) return null;
  const { at: _at, ...batch } = kept;
  return batch;
}
