import { CLI_DOWNLOAD_PATH, signInProviderName } from "@photo-organizer/core";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config/env.ts";
import { adminRoutes } from "./admin/admin.routes.ts";
import { batchesRoutes } from "./batches/batches.routes.ts";
import { releaseOrphanedBatches, startBatchSweeper } from "./batches/batches.sweeper.ts";
import { cliPackageRoutes, packedCli } from "./cli-package/cli-package.routes.ts";
import { contactRoutes } from "./contact/contact.routes.ts";
import { builtExtensionZip, EXTENSION_DOWNLOAD_PATH, extensionRoutes } from "./extension/extension.routes.ts";
import { registerLearning } from "./learning/learning.plugin.ts";
import { newsletterRoutes } from "./newsletter/newsletter.routes.ts";
import { registerOrganizationSettings } from "./organization-settings/organization-settings.plugin.ts";
import { siteConfigRoutes } from "./site-config/site-config.routes.ts";
import { statsRoutes } from "./stats/stats.routes.ts";
import { tokensRoutes } from "./tokens/tokens.routes.ts";
import { usageRoutes } from "./usage/usage.routes.ts";

/** Usage and batches, newsletter, contact, statistics, admin and public settings (issue 3's API half). */
export async function registerAccountApi(
  app: FastifyInstance,
  config: Config,
  { analysesInFlight }: { analysesInFlight: number },
) {
  await app.register(usageRoutes);
  await app.register(tokensRoutes);
  await registerLearning(app);
  await registerOrganizationSettings(app);
  await app.register(batchesRoutes, {
    batchTtlMs: config.batches.ttlMinutes * 60_000,
    analysesInFlight,
  });
  await app.register(newsletterRoutes);
  await app.register(contactRoutes);
  await app.register(statsRoutes, config.stats);
  await app.register(siteConfigRoutes, {
    checkoutUrls: config.checkoutUrls,
    donationUrl: config.donationUrl,
    chromeExtensionUrl: config.chromeExtensionUrl,
    extensionDownloadPath: builtExtensionZip(config.extension.zipPath) ? EXTENSION_DOWNLOAD_PATH : null,
    cliPackagePath: packedCli(config.cli.packagePath) ? CLI_DOWNLOAD_PATH : null,
    signInProvider: signInProviderName(config.oidc?.issuer ?? null),
    // The privacy texts say where the previews go: this server, or the vision API it sends them to as well.
    imageService: config.describe.kind === "openai" ? new URL(config.describe.openai.baseUrl).host : null,
  });
  await app.register(cliPackageRoutes, { packagePath: config.cli.packagePath });
  await app.register(extensionRoutes, { zipPath: config.extension.zipPath });
  await app.register(adminRoutes, { adminPassword: config.adminPassword });
  const { analysisTimeoutMs } = config;
  startBatchSweeper(app, { intervalMs: config.batches.sweepSeconds * 1000, analysisTimeoutMs });
  app.addHook("onReady", () =>
    releaseOrphanedBatches(app, { embedded: app.databaseKind === "pglite", analysisTimeoutMs }),
  );
}
