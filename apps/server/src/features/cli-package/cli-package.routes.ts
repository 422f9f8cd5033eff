import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CLI_DOWNLOAD_PATH, CLI_PACKAGE_FILE } from "@photo-organizer/core";
import type { FastifyInstance } from "fastify";
import { offerFile } from "../../http/offered-file.ts";

/** Where `npm start` leaves the command-line tool's packed npm package. */
export const defaultCliPackage = fileURLToPath(
  new URL(`../../../../cli/pack/${CLI_PACKAGE_FILE}`, import.meta.url),
);

export const packedCli = (packagePath: string): boolean => existsSync(packagePath);

/**
 * The command-line tool as this server offers it: the npm package of the same version as the site, which npm
 * installs from this address (its dependencies from the registry). The Usage page names it next to a new token.
 */
export async function cliPackageRoutes(app: FastifyInstance, { packagePath }: { packagePath: string }) {
  offerFile(app, {
    urlPath: CLI_DOWNLOAD_PATH,
    path: packagePath,
    type: "application/gzip",
    name: CLI_PACKAGE_FILE,
  });
}
