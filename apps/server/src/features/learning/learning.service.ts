import {
  type Category,
  createExampleMapper,
  createFolderChooser,
  DEFAULT_ORGANIZATION_SETTINGS,
  fileByExamples,
  isCategory,
  LEARNING,
  type LearningExample,
  nearestExamples,
  prepareEmbedding,
} from "@photo-organizer/core";
import type { LearningSummary, OrganizationSettings, PhotoLearning } from "@photo-organizer/core/api";
import type { Db } from "../../db/client.ts";
import {
  countExamples,
  examplesStamp,
  listExamples,
  readReviewBeforeDownload,
} from "./learning.repository.ts";

/** Users whose prepared examples stay in memory between their photos (a batch asks once per photo). */
const CACHED_USERS = 200;
/** Embeddings sent to the browser keep 4 decimals: a sixth of the JSON, the same neighbours. */
const EMBEDDING_DECIMALS = 1e4;

const asCategory = (value: string, fallback: Category): Category => (isCategory(value) ? value : fallback);

type Prepared = { stamp: string; examples: LearningExample[] };

/**
 * Files photos with each user's own examples. The examples are read and prepared once per change (a cheap
 * count/newest-id query tells), not once per photo; every instance sees every change, since the stamp comes
 * from the database.
 */
export function createLearningService(db: Db) {
  const cache = new Map<string, Prepared>();

  async function examplesOf(userId: string): Promise<LearningExample[]> {
    const stamp = await examplesStamp(db, userId);
    const cached = cache.get(userId);
    if (cached?.stamp === stamp) {
      cache.delete(userId);
      cache.set(userId, cached);
      return cached.examples;
    }
    const rows = await listExamples(db, userId);
    const examples = rows.map((row) => ({ vector: prepareEmbedding(row.embedding), category: row.category }));
    cache.delete(userId);
    cache.set(userId, { stamp, examples });
    if (cache.size > CACHED_USERS) cache.delete(cache.keys().next().value as string);
    return examples;
  }

  return {
    /**
     * The folder for a user's photo under the settings its batch uses: the user's examples' when some are
     * close enough, else the described folder (the model's pick among the user's folders, else the folder
     * the described category and words choose). Examples vote in the settings' scheme: one filed in a
     * catalogue category votes where that category flows now, one in an own folder for that folder while the
     * settings have it (core's `createExampleMapper`). Without an embedding (describers other than the local
     * classifier) the described folder, as before.
     */
    async file(
      userId: string,
      described: { category: Category; description: string; embedding?: number[]; folder?: string },
      settings: OrganizationSettings = DEFAULT_ORGANIZATION_SETTINGS,
    ): Promise<{ category: Category; folder: string; learning?: PhotoLearning }> {
      const describedFolder =
        described.folder ??
        createFolderChooser(settings)({ category: described.category, description: described.description });
      if (!described.embedding) return { category: described.category, folder: describedFolder };
      const inScheme = createExampleMapper(settings);
      const examples = (await examplesOf(userId)).flatMap((example) => {
        const category = inScheme(example.category);
        return category === null ? [] : [{ vector: example.vector, category }];
      });
      const neighbours = examples.length
        ? nearestExamples(examples, prepareEmbedding(described.embedding))
        : [];
      const folder = fileByExamples(neighbours, describedFolder);
      return {
        // A catalogue category the examples chose is the photo's category too; an own folder keeps the described one.
        category: asCategory(folder, described.category),
        folder,
        learning: {
          embedding: described.embedding.map((v) => Math.round(v * EMBEDDING_DECIMALS) / EMBEDDING_DECIMALS),
          // The browser re-files in the same scheme, from the same starting folder.
          describedCategory: describedFolder,
          neighbours: neighbours.map((n) => ({ ...n, vote: Math.round(n.vote * 1e4) / 1e4 })),
        },
      };
    },
    forget(userId: string) {
      cache.delete(userId);
    },
    async summary(userId: string): Promise<LearningSummary> {
      const counts = await countExamples(db, userId);
      return {
        ...counts,
        limit: LEARNING.maxExamplesPerUser,
        reviewBeforeDownload: await readReviewBeforeDownload(db, userId),
      };
    },
  };
}

export type LearningService = ReturnType<typeof createLearningService>;
