/** Whether this page is the toolbar popup (which the browser closes on a click elsewhere), not a tab. */
export async function isToolbarPopup(): Promise<boolean> {
  return (await chrome.tabs.getCurrent()) === undefined;
}
