import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

export const siteConfigSchema = z.object({
  checkoutUrls: z
    .object({ pro: z.url().nullable(), vip: z.url().nullable() })
    .describe("Hosted checkout pages of the paid plans (D14); null sends the button to /contact"),
  donationUrl: z.url().nullable().describe("The footer's donation link"),
  chromeExtensionUrl: z.url().nullable().describe("The browser extension's store page"),
  extensionDownloadPath: z
    .string()
    .nullable()
    .describe(
      "Where this server offers the extension it was built with (a zip to load unpacked); null when not built",
    ),
  cliPackagePath: z
    .string()
    .nullable()
    .describe("Where this server offers the command-line tool's npm package; null when not packed"),
  signInProvider: z
    .string()
    .nullable()
    .describe(
      "What the sign-in pages call the OpenID provider people sign in with (Google, or its host); null for the built-in development provider",
    ),
  imageService: z
    .string()
    .nullable()
    .describe(
      "The host of the outside image service the previews are sent to for description; null when this server's own models describe them",
    ),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** Public settings the web app needs at run time. */
export async function siteConfigRoutes(app: FastifyInstance, siteConfig: SiteConfig) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/config",
    {
      config: { public: true },
      schema: {
        tags: ["public"],
        summary: "Public settings for the web app",
        response: { 200: siteConfigSchema },
      },
    },
    async () => siteConfig,
  );
}
