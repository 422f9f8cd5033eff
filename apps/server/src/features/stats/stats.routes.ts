import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { statsSchema } from "./stats.schemas.ts";
import { getStats, type StatsSettings, sharedFigures } from "./stats.service.ts";

export async function statsRoutes(app: FastifyInstance, settings: StatsSettings) {
  const figures = sharedFigures(() => getStats(app.db, settings));
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
    () => figures(),
  );
}
