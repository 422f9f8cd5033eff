import { vi } from "vitest";

/**
 * jsdom lays nothing out, so a virtualized list would see a 0 px viewport and show no row: every element gets
 * the size a browser gives the selection list (its max-height, 26rem). Undone by vi.restoreAllMocks().
 */
export function layOutLists(): void {
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(416);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(600);
}
