import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { statsSchema } from "./stats.schemas.ts";
import { getStats, type StatsSettings } from "./stats.service.ts";

export async function statsRoutes(app: FastifyInstance, settings: StatsSettings) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/stats",
    {
      config: { public: true },
      schema: {
        tags: ["public"],
        summary: "Figures for the home page's statistics card",
        response: { 200: statsSchema },
      },
    },
    async () => getStats(app.db, settings),
  );
}
