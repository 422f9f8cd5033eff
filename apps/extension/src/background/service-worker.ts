import { EXTENSION_COPY } from "@photo-organizer/core";
import { organizeImage } from "./organize-image";

const MENU_ID = "organize-image";

chrome.runtime.onInstalled.addListener(() => {
  chrome.contextMenus.create({ id: MENU_ID, title: EXTENSION_COPY.menuOrganizeImage, contexts: ["image"] });
});

chrome.contextMenus.onClicked.addListener((info, tab) => {
  if (info.menuItemId !== MENU_ID || !info.srcUrl) return;
  void organizeImage(info.srcUrl, tab?.id);
});

// The menu's handler, reachable from the extension's own pages and its end-to-end test (a native context menu
// cannot be clicked in a headless browser).
Object.assign(globalThis, { organizeImage });
