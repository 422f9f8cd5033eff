import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
/** shared/ beside the checkout, or wherever SHARED_DIR points. */
export const sharedDir =
  process.env.SHARED_DIR ?? fileURLToPath(new URL("../../../../shared", import.meta.url));
