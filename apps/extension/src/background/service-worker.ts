import { EXTENSION_COPY } from "@photo-organizer/core";
import { isImageOrganized } from "../lib/messages";
import { imageOrganized, organizeImage } from "./organize-image";

const MENU_ID = "organize-image";

chrome.runtime.onInstalled.addListener(() => {
  chrome.contextMenus.create({ id: MENU_ID, title: EXTENSION_COPY.menuOrganizeImage, contexts: ["image"] });
});

chrome.contextMenus.onClicked.addListener((info, tab) => {
  if (info.menuItemId !== MENU_ID || !info.srcUrl) return;
  void organizeImage(info.srcUrl, tab?.id);
});

// Registered at the top, so a worker Chrome starts again for an answer (its predecessor stopped) receives it.
chrome.runtime.onMessage.addListener((message: unknown, _sender, reply: (taken: boolean) => void) => {
  if (!isImageOrganized(message)) return false;
  // Taken at once: the offscreen page offers it no second time, so the image is saved once.
  reply(true);
  void imageOrganized(message.id, message.answer);
  return false;
});

// The menu's handler, reachable from the extension's own pages and its end-to-end test (a native context menu
// cannot be clicked in a headless browser).
Object.assign(globalThis, { organizeImage });
