import {
  type LearningSummary,
  learningSummarySchema,
  type RecordExamplesBody,
} from "@photo-organizer/core/api";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost, apiPut, apiRequest } from "@/lib/api-client";

/** `GET /api/learning`: the user's remembered corrections and review setting. */
export const learningQueryKey = ["learning"] as const;

export const learningQueryOptions = () =>
  queryOptions({
    queryKey: learningQueryKey,
    queryFn: async (): Promise<LearningSummary> => learningSummarySchema.parse(await apiGet("/api/learning")),
  });

export function useLearning(enabled = true) {
  return useQuery({ ...learningQueryOptions(), enabled });
}

function useLearningMutation<T>(send: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => learningSummarySchema.parse(await send(input)),
    onSuccess: (summary) => client.setQueryData(learningQueryKey, summary),
  });
}

/** Deletes every example of the signed-in user. */
export function useForgetCorrections() {
  return useLearningMutation<void>(() => apiRequest("DELETE", "/api/learning/examples"));
}

/**
 * Sets "Review before download". The choice counts from the click, not from the server's answer: the switch
 * and the next batch read the same cached setting, so a batch started while the answer is on its way runs as
 * the switch shows. A refused change puts the setting back as it was.
 */
export function useReviewSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (reviewBeforeDownload: boolean) =>
      learningSummarySchema.parse(await apiPut("/api/learning/settings", { reviewBeforeDownload })),
    onMutate: async (reviewBeforeDownload) => {
      await client.cancelQueries({ queryKey: learningQueryKey });
      const before = client.getQueryData<LearningSummary>(learningQueryKey);
      if (before) client.setQueryData(learningQueryKey, { ...before, reviewBeforeDownload });
      return { before };
    },
    onError: (_error, _value, context) => {
      if (context?.before) client.setQueryData(learningQueryKey, context.before);
    },
    onSuccess: (summary) => client.setQueryData(learningQueryKey, summary),
  });
}

/** Where the user filed the photos of a reviewed batch; recording the same `batch` again replaces it. */
export function recordExamples(
  examples: RecordExamplesBody["examples"],
  batch: string,
): Promise<LearningSummary> {
  return apiPost("/api/learning/examples", { examples, batch }).then((answer) =>
    learningSummarySchema.parse(answer),
  );
}
